/** An API failure in the one error shape of spec §8: {status, message, code, details}. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown, code = 'VALIDATION_ERROR') =>
  new HttpError(400, code, message, details);
export const unauthorized = (message = 'You must be logged in to do this.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const gone = (message: string, details?: unknown, code = 'GONE') => new HttpError(410, code, message, details);
