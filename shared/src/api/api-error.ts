import type { FieldError, FieldErrors } from '@koester/contract/validation/field-codes';

/** The one error shape of the API and of every failed call (spec §3, §8). */
interface ApiErrorShape {
  status: number;
  message: string;
  code: string;
  details?: unknown;
}

/** Spec §8: the client's own failure messages, in the catalogue's words. */
const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
const CLIENT_ERROR_MESSAGE = 'An unexpected error occurred';
const FALLBACK_ERROR_MESSAGE = 'An error occurred';

/** A failed API call, thrown by the API client. */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown;

  constructor(shape: ApiErrorShape) {
    super(shape.message);
    this.name = 'ApiError';
    this.status = shape.status;
    this.code = shape.code;
    this.details = shape.details;
  }

  /**
   * The refused fields of a 400 (`details.fields`), each {code, message}:
   * what a form shows under each field, translated with fieldErrorText. Empty
   * for any other failure. A code newer than this page keeps the server's message.
   */
  get fieldErrors(): FieldErrors {
    return fieldErrorsOf(this.details);
  }

  toJSON(): ApiErrorShape {
    return { status: this.status, message: this.message, code: this.code, details: this.details };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The well-formed field problems in an error's details. */
function fieldErrorsOf(details: unknown): FieldErrors {
  const fields = isRecord(details) && isRecord(details.fields) ? details.fields : {};
  const valid: FieldErrors = {};
  for (const [field, problem] of Object.entries(fields)) {
    if (isRecord(problem) && typeof problem.code === 'string' && typeof problem.message === 'string') {
      valid[field] = { code: problem.code as FieldError['code'], message: problem.message };
    }
  }
  return valid;
}

/**
 * Maps a server's error answer: the message from its `message`, else its
 * `error` field, else 'An error occurred' (spec §8).
 */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const message =
    (typeof record.message === 'string' && record.message) ||
    (typeof record.error === 'string' && record.error) ||
    FALLBACK_ERROR_MESSAGE;
  const code = typeof record.code === 'string' && record.code ? record.code : `HTTP_${status}`;
  return new ApiError({ status, message, code, details: record.details });
}

export function networkError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, details: describe(cause) });
}

export function clientError(cause?: unknown): ApiError {
  return new ApiError({ status: 0, code: 'CLIENT_ERROR', message: CLIENT_ERROR_MESSAGE, details: describe(cause) });
}

function describe(cause: unknown): string | undefined {
  return cause instanceof Error ? cause.message : undefined;
}
