import { randomBytes, randomUUID } from 'node:crypto';
import type { IdentityConfig } from '../config.ts';
import { CognitoError, notAuthorized } from '../errors.ts';
import type { PoolStore } from '../pool-store.ts';
import type { User } from '../stores/users.ts';
import { hashRefreshToken, newRefreshToken, type SigningKey } from '../tokens.ts';
import { sessionTokens } from './session-tokens.ts';

/** Spec §4: a pending sign-in expires 3 minutes after it started. */
export const CHALLENGE_MS = 3 * 60_000;
const REFRESH_TOKEN_DAYS = 30;

/** The steps of a sign-in that InitiateAuth and RespondToAuthChallenge share, once the user is known. */
export function signInSteps(store: PoolStore, config: IdentityConfig, key: SigningKey) {
  /** A completed sign-in: a new session with its refresh token. */
  async function signedIn(user: User) {
    const originJti = randomUUID();
    const refreshToken = newRefreshToken();
    // One clock for the session's start: its first tokens and every refreshed one carry the same auth_time, which the
    // API compares with a user's revocation mark.
    const authenticatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await store.sessions.create({
      originJti,
      sub: user.sub,
      refreshTokenHash: hashRefreshToken(refreshToken),
      createdAt: authenticatedAt,
      expiresAt: new Date(authenticatedAt.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        ...sessionTokens({ config, key }, user, originJti, authenticatedAt.getTime() / 1000),
        RefreshToken: refreshToken,
      },
    };
  }

  /** After the password was proven: refuse unconfirmed users, ask for a new password when required. */
  async function afterPassword(user: User) {
    if (user.status === 'UNCONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      const session = randomBytes(48).toString('base64url');
      await store.challenges.open({
        session,
        sub: user.sub,
        name: 'NEW_PASSWORD_REQUIRED',
        data: {},
        expiresAt: new Date(Date.now() + CHALLENGE_MS),
      });
      return {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeParameters: {
          USER_ID_FOR_SRP: user.sub,
          requiredAttributes: '[]',
          userAttributes: JSON.stringify({
            email: user.email,
            email_verified: String(user.email_verified),
            name: user.name ?? '',
          }),
        },
      };
    }
    return signedIn(user);
  }

  /** Takes an open challenge of the name, with its user; refused when there is none or it expired. */
  async function takeChallenge(session: string, name: string) {
    const challenge = await store.challenges.take(session, name);
    if (!challenge) throw notAuthorized('Invalid session for the user, session is expired.');
    const user = (await store.users.findBySub(challenge.sub))!;
    return { user, data: challenge.data };
  }

  return { signedIn, afterPassword, takeChallenge };
}
