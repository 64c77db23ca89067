import type { Action } from './pool.ts';

/** Ends all the user's sessions: their refresh and access tokens are refused from now on. */
export const GlobalSignOut: Action = async (pool, body) => {
  const { store, fromAccessToken } = pool;
  const { user } = await fromAccessToken(body);
  await store.sessions.revokeForUser(user.sub);
  return {};
};
