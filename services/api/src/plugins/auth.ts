import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser, TokenVerifier } from '../auth/token-verifier.ts';
import { forbidden, HttpError, unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified caller, or null for an anonymous request. */
    user: AuthUser | null;
  }
}

/** The user's revocation mark in whole seconds (sessions authenticated before it are void), or undefined. */
export type RevocationMark = (userId: string) => Promise<number | undefined>;

/**
 * Reads `Authorization: Bearer <id token>`. A request without one is
 * anonymous; a token that fails verification (expired, tampered, wrong pool or
 * client) is refused with 401, whatever the route, and so is a token issued
 * of a session authenticated before the user's revocation mark (POST
 * /sessions/revoke): Cognito keeps id tokens valid until their exp, so only
 * the API can void them sooner. The mark is compared with auth_time, not iat,
 * which a refresh renews (AuthUser.authenticatedAt). The mark
 * is read from the database on every signed-in request, uncached, so a
 * revocation on one instance holds on all at once (one primary-key read;
 * docs/decisions.md). Identity never comes from any other header.
 */
export function registerAuth(app: FastifyInstance, verify: TokenVerifier, revokedBefore: RevocationMark): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, 'INVALID_TOKEN', 'The Authorization header must be "Bearer <token>".');
    let user: AuthUser;
    try {
      user = await verify(match[1]);
    } catch {
      throw new HttpError(401, 'INVALID_TOKEN', 'Your session has expired or is not valid. Please log in again.');
    }
    if (isRevoked(user, await revokedBefore(user.id))) throw tokenRevoked();
    request.user = user;
  });
}

/**
 * True when the mark voids the user's session. Whole seconds on both sides: a session authenticated in the second of
 * the mark counts, so signing in again right after signing out everywhere works.
 */
export const isRevoked = (user: Pick<AuthUser, 'authenticatedAt'>, mark: number | undefined) =>
  mark !== undefined && user.authenticatedAt < mark;

/** The answer to a token of a revoked session. */
export const tokenRevoked = () => new HttpError(401, 'TOKEN_REVOKED', 'You have been signed out. Please log in again.');

/** The signed-in caller, or 401. */
export function requireUser(request: Pick<FastifyRequest, 'user'>): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in admin, or 401/403. */
export function requireAdmin(request: Pick<FastifyRequest, 'user'>): AuthUser {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only the Koester team can do this.', 'ADMIN_ONLY');
  return user;
}
