import type { FieldErrorCode, FieldErrors } from '@koester/contract/validation/field-codes';

/** What an error says beyond its code: field problems, an expired link, a wait; null when nothing. */
type ErrorDetails =
  | { fields: FieldErrors }
  | { is_expired: true }
  | { retryAfter: number }
  | { limit: number; upgrade_path: string }
  | { merged_into: string }
  | null;

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

/** How long a caller turned away by a passing condition (starting, draining, the database out of reach) waits. */
export const RETRY_SECONDS = 5;

/** A 503 for a passing condition, with the wait in details (the reply also carries it as Retry-After). */
export const unavailable = (code: string, message: string) =>
  new HttpError(503, code, message, { retryAfter: RETRY_SECONDS });

/** A 400 for field problems: details.fields.<field> = {code, message}; the message is the first field's. */
export const fieldFailure = (fields: FieldErrors, code = 'VALIDATION_ERROR', message?: string) =>
  new HttpError(400, code, message ?? Object.values(fields)[0]?.message ?? 'The request is not valid.', { fields });
export const unauthorized = (message = 'You must be logged in to do this.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
/** 403: the user's plan holds no more of this; the page offers the upgrade at `upgrade_path`. */
export const planLimit = (message: string, limit: number) =>
  new HttpError(403, 'PLAN_LIMIT_REACHED', message, { limit, upgrade_path: '/pricing' });
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
/** 409: the item was merged into another one; the page goes there (details.merged_into). */
export const mergedItem = (mergedInto: string) =>
  new HttpError(409, 'FEEDBACK_MERGED', 'This feedback was merged into another item.', { merged_into: mergedInto });
export const gone = (message: string, details: ErrorDetails, code = 'GONE') =>
  new HttpError(410, code, message, details);
/** A 400 from one of the server's own checks on one field; the check's code is also the error's code. */
export const fieldCheckFailure = (field: string, code: FieldErrorCode, message: string) =>
  fieldFailure({ [field]: { code, message } }, code);
