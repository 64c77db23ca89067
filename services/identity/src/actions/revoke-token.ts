import { hashRefreshToken } from '../tokens.ts';
import { text } from './parameters.ts';
import type { Action } from './pool.ts';

/** Ends the session of a refresh token. */
export const RevokeToken: Action = async (pool, body) => {
  const { store, checkClient } = pool;
  checkClient(body);
  await store.sessions.revokeByRefreshTokenHash(hashRefreshToken(text(body, 'Token')));
  return {};
};
