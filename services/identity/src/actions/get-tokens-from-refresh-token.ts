import { text } from './parameters.ts';
import type { Action } from './pool.ts';

/** New id and access tokens for a live refresh token. */
export const GetTokensFromRefreshToken: Action = async (pool, body) => {
  const { checkClient, refresh } = pool;
  checkClient(body);
  const { AuthenticationResult } = await refresh(text(body, 'RefreshToken'));
  return { AuthenticationResult };
};
