import type { FastifyInstance } from 'fastify';
import { inspectBody, jsonNestingDepth, MAX_BODY_DEPTH } from '@koester/contract/validation/body-inspection';
import { CognitoError, constraintViolation } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, for checking a SigV4 signature. */
    rawBody?: string;
  }
}

const tooDeep = () =>
  new CognitoError('SerializationException', `The request body nests deeper than ${MAX_BODY_DEPTH} levels.`);

/**
 * Every body is read as the protocol's JSON, whatever its content type says (as Cognito reads it), and kept as received
 * for the SigV4 check. Its nesting is counted on the raw text first: parsing and walking a hostile body of thousands
 * of levels would cost far more.
 */
export function readBodiesAsJson(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    request.rawBody = raw;
    if (jsonNestingDepth(raw) > MAX_BODY_DEPTH) return done(tooDeep(), undefined);
    try {
      done(null, JSON.parse(raw || '{}'));
    } catch {
      done(new CognitoError('SerializationException', 'The request body is not valid JSON.'), undefined);
    }
  });
}

/**
 * Refuses a parsed body holding a text no stored text may hold (NUL, or a lone UTF-16 surrogate), in a value or a key,
 * as Cognito refuses a parameter outside its constraints. One linear walk (body-inspection.ts).
 */
export function checkBody(body: unknown) {
  const [problem] = inspectBody(body);
  if (!problem) return;
  if (problem.kind === 'too-deep') throw tooDeep();
  throw constraintViolation(
    problem.path.join('.') || 'body',
    'Member must not contain NUL characters or unpaired UTF-16 surrogates',
  );
}
