import type { FastifyInstance } from 'fastify';
import { jsonNestingDepth, MAX_BODY_DEPTH } from '@koester/contract/validation/body-inspection';
import { HttpError } from '../errors.ts';

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), but first counts how deeply the raw text nests:
 * a body nested past MAX_BODY_DEPTH is refused with 400 BODY_TOO_DEEP before it is parsed or walked. Anyone may send
 * a body, before any limiter or token check, so no body within the size limit may cost more than a linear pass.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepth(body as string) > MAX_BODY_DEPTH) {
      done(
        new HttpError(400, 'BODY_TOO_DEEP', `The request body nests deeper than ${MAX_BODY_DEPTH} levels.`),
        undefined,
      );
      return;
    }
    void parse(request, body as string, done);
  });
}
