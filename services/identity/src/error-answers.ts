import type { FastifyInstance } from 'fastify';
import { answerClientErrors } from '@koester/server/client-errors';
import { CognitoError } from './errors.ts';

/** What Node cannot read as an HTTP request: 400 with Cognito's {"__type", "message"}, as its other refusals. */
export const answerClientError = answerClientErrors(({ message }) => ({
  status: 400,
  headers: { 'Content-Type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'InvalidParameterException' },
  body: JSON.stringify({ __type: 'InvalidParameterException', message }),
}));

/**
 * Every failure answered as Cognito answers: a CognitoError as itself (with Retry-After for a throttle), Fastify's own
 * refusals of a request as InvalidParameterException, anything else as a logged 500 that tells nothing.
 */
export function answerErrorsAsCognito(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { type?: string; statusCode?: number }, request, reply) => {
    const cognito =
      error instanceof CognitoError
        ? error
        : typeof error.statusCode === 'number' && error.statusCode < 500
          ? new CognitoError('InvalidParameterException', error.message)
          : null;
    if (!cognito) request.log.error({ err: error }, 'identity request failed');
    const answer = cognito ?? new CognitoError('InternalErrorException', 'Internal server error.', 500);
    if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply
      .status(answer.status)
      .header('x-amzn-errortype', answer.type)
      .type('application/x-amz-json-1.1')
      .send({ __type: answer.type, message: answer.message });
  });
}
