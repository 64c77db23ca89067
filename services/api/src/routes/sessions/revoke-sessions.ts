import { z } from 'zod';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import { errors } from '../../http/common-schemas.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { SessionRepository } from '../../repositories/session-repository.ts';
import { revokeBody } from './schemas.ts';

/**
 * POST /sessions/revoke: voids the caller's sessions authenticated before a mark, on every API instance, and ends
 * their open event streams. Cognito's GlobalSignOut and a password change refuse refresh and access tokens, never id
 * tokens, which the API verifies on its own: the site calls this when the user signs out everywhere or changes their
 * password. The mark is compared with a token's auth_time, which a refresh keeps, so a voided session cannot come
 * back by refreshing, even when the refresh token still works (Amplify ignores a failed global sign-out).
 */
export function revokeSessions(app: RouteApp, sessions: SessionRepository, events: WishlistEvents): void {
  app.post(
    '/sessions/revoke',
    {
      schema: {
        tags: ['sessions'],
        summary:
          'Sign out my sessions everywhere: void my id tokens of every session authenticated before now, or, with keep_current_session, before this one',
        description: [
          'The body is optional (none, or JSON). Sets my revocation mark to the next second, or with',
          '`{"keep_current_session": true}` to the auth_time of the token that calls; a mark never moves back.',
          'Afterwards a token whose session was authenticated before the mark (its auth_time, else its iat) gets 401',
          'TOKEN_REVOKED, however recently it was refreshed, and my live event streams opened with such a token end;',
          'a session authenticated in the mark’s second or later is accepted, so signing in again works a second later.',
        ].join(' '),
        body: revokeBody,
        response: { 204: z.null(), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // Marks are whole seconds, as auth_time is. Signing out everywhere voids this second's sessions too (one may
      // have begun a moment before the call); a sign-in from the next second on is accepted.
      const at = request.body?.keep_current_session ? user.authenticatedAt : Math.floor(Date.now() / 1000) + 1;
      const mark = await sessions.revokeBefore(user.id, at);
      await events.endSessions({ user_id: user.id, revoked_before: mark });
      return reply.status(204).send(null);
    },
  );
}
