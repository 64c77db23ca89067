import type { SessionTokens, SessionUser } from '@koester/shared/session/session-store';

/** For tests: a signed-in user named after its id. */
export const testUser = (userId: string): SessionUser => ({
  userId,
  username: `${userId}@koester.test`,
  name: userId,
  email: `${userId}@koester.test`,
  isAdmin: false,
});

/** For tests: tokens valid for an hour. */
export const testTokens: SessionTokens = { idToken: 'id', accessToken: 'access', expiresAt: Date.now() + 3_600_000 };
