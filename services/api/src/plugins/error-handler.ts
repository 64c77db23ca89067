import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTransactionConflict } from '@koester/db/transaction';
import { isDatabaseUnavailable } from '@koester/db/unavailable';
import { answerClientErrors } from '@koester/server/client-errors';
import { HttpError, unavailable } from '../errors.ts';

/** Fastify's own refusals (body parsing, size, media type), in our codes and words. */
const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The request body must be sent as application/json.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is empty but says it is JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'The request body does not match its Content-Length.',
  },
};

/**
 * The router's refusals, before any route or hook runs: a path segment longer
 * than the router accepts (414), a malformed percent-encoding (400).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'URI_TOO_LONG', 'A part of this address is too long.']
      : [400, 'BAD_URL', 'This address is not valid.'];
  void reply.status(status).send({ status, message, code, details: null });
}

/** What Node cannot read as an HTTP request, answered in the one error shape too (400, 408 or 431). */
export const clientErrorHandler = answerClientErrors(({ status, code, message }) => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ status, message, code, details: null }),
}));

/**
 * A NUL character (%00) in the path is refused like a malformed escape (400
 * BAD_URL), before any hook or route: no id, token or share link holds one,
 * and PostgreSQL cannot compare text with it. A %00 in the query string is a
 * field problem, answered by the validator.
 */
export function refuseNulInPath(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0]!;
    if (/%00/i.test(path)) throw new HttpError(400, 'BAD_URL', 'This address is not valid.');
  });
}

/**
 * Every failure leaves in spec §8's shape {status, message, code, details}:
 * details is an object (field problems, an expired link, a wait) or null, never
 * missing. 5xx details stay in the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    // Down, restarting or failing over; or a transaction PostgreSQL aborted in favour of one it met (a deadlock's
    // victim), which wrote nothing: either way the same request may well succeed in a moment.
    const conflict = isTransactionConflict(error);
    if (conflict || isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, conflict ? 'transaction aborted by a conflict' : 'database unavailable');
      error = unavailable('DATABASE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');
    }
    if (error instanceof HttpError) {
      // A wait in the details is also said the standard way.
      if (error.details && 'retryAfter' in error.details) reply.header('Retry-After', String(error.details.retryAfter));
      return reply
        .status(error.status)
        .send({ status: error.status, message: error.message, code: error.code, details: error.details });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        status: 500,
        message: 'Something went wrong on our side. Please try again later.',
        code: 'INTERNAL_ERROR',
        details: null,
      });
    }
    const known = (error.code && FRAMEWORK_ERRORS[error.code]) || undefined;
    // The JSON parser's own SyntaxError carries status 400 and no Fastify code.
    const { code, message } =
      known ??
      (error instanceof SyntaxError
        ? FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!
        : { code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', message: error.message });
    return reply.status(status).send({ status, message, code, details: null });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      status: 404,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
      details: null,
    }),
  );
}
