import type { FieldErrorCode, FieldErrors } from '@koester/shared/validation/field-codes';

/** What an error says beyond its code: field problems, an expired link, a wait; null when nothing. */
type ErrorDetails = { fields: FieldErrors } | { is_expired: true } | { retryAfter: number } | null;

/** An API failure in the one error shape of spec §8: {status, message, code, details}. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 for field problems: details.fields.<field> = {code, message}; the message is the first field's. */
export const fieldFailure = (fields: FieldErrors, code = 'VALIDATION_ERROR', message?: string) =>
  new HttpError(400, code, message ?? Object.values(fields)[0]?.message ?? 'The request is not valid.', { fields });
export const unauthorized = (message = 'You must be logged in to do this.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const gone = (message: string, details: ErrorDetails, code = 'GONE') =>
  new HttpError(410, code, message, details);
/** A 400 from one of the server's own checks on one field; the check's code is also the error's code. */
export const fieldCheckFailure = (field: string, code: FieldErrorCode, message: string) =>
  fieldFailure({ [field]: { code, message } }, code);
