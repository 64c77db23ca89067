import type { IdentityConfig } from '../config.ts';
import { notAuthorized } from '../errors.ts';
import type { PoolStore } from '../pool-store.ts';
import { hashRefreshToken, verifyJwt, type SigningKey } from '../tokens.ts';
import { type Body, text } from './parameters.ts';
import { sessionTokens } from './session-tokens.ts';

/** What a signed-in user's tokens open while their session lives: the user, and new tokens for a refresh token. */
export function liveSessions(store: PoolStore, config: IdentityConfig, key: SigningKey) {
  /** The live session and user behind an access token (refused after GlobalSignOut or RevokeToken). */
  async function fromAccessToken(body: Body) {
    const claims = verifyJwt(key, config, text(body, 'AccessToken'), 'access');
    const session = await store.sessions.findByOriginJti(String(claims.origin_jti));
    if (!session || session.revoked_at) throw notAuthorized('Access Token has been revoked');
    const user = await store.users.findBySub(String(claims.sub));
    if (!user) throw notAuthorized('Access Token has been revoked');
    return { user, originJti: session.origin_jti };
  }

  async function refresh(refreshToken: string) {
    const session = await store.sessions.findByRefreshTokenHash(hashRefreshToken(refreshToken));
    if (!session || session.revoked_at || session.expires_at.getTime() < Date.now())
      throw notAuthorized('Invalid Refresh Token');
    const user = (await store.users.findBySub(session.sub))!;
    return {
      ChallengeParameters: {},
      AuthenticationResult: sessionTokens(
        { config, key },
        user,
        session.origin_jti,
        Math.floor(session.created_at.getTime() / 1000),
      ),
    };
  }

  return { fromAccessToken, refresh };
}
