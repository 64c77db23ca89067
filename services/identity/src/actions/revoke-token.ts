import { hashRefreshToken } from '../tokens.ts';
import { type Action, text } from './pool.ts';

/** Ends the session of a refresh token. */
export const RevokeToken: Action = async (pool, body) => {
  const { store, checkClient } = pool;
  checkClient(body);
  await store.revokeSessionByRefreshTokenHash(hashRefreshToken(text(body, 'Token')));
  return {};
};
