import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../plugins/auth.ts';
import type { SessionRepository } from '../repositories/session-repository.ts';
import { errors } from './schemas.ts';

/**
 * POST /sessions/revoke: voids every id token of the caller issued before this second, on every API instance.
 * Cognito's GlobalSignOut and a password change refuse refresh and access tokens, never id tokens, which the API
 * verifies on its own: the site calls this when the user signs out everywhere or changes their password.
 */
export const sessionRoutes =
  (sessions: SessionRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sessions/revoke',
      {
        schema: {
          tags: ['sessions'],
          summary:
            'Void all my id tokens issued before this second (the site calls it when I sign out everywhere or change my password)',
          description:
            'Body-less. Afterwards a token whose iat is earlier than the second of this call gets 401 TOKEN_REVOKED; a token issued in that second or later is accepted, so signing in again works at once.',
          response: { 204: z.null(), ...errors(429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await sessions.revokeBefore(user.id, Math.floor(Date.now() / 1000));
        return reply.status(204).send(null);
      },
    );
  };
