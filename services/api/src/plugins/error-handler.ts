import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';

/**
 * Every failure leaves in spec §8's shape {status, message, code, details}.
 * Validation failures list the fields; 5xx details stay in the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.status)
        .send({ status: error.status, message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message,
      }));
      return reply
        .status(400)
        .send({ status: 400, message: 'The request is not valid.', code: 'VALIDATION_ERROR', details: { fields } });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        status: 500,
        message: 'Something went wrong on our side. Please try again later.',
        code: 'INTERNAL_ERROR',
      });
    }
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type, rate limits.
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 429 ? 'RATE_LIMITED' : (error.code ?? 'BAD_REQUEST');
    return reply.status(status).send({ status, message: error.message, code });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ status: 404, message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' }),
  );
}
