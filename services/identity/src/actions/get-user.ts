import type { Action } from './pool.ts';

/** The signed-in user's attributes, for a live access token. */
export const GetUser: Action = async (pool, body) => {
  const { fromAccessToken } = pool;
  const { user } = await fromAccessToken(body);
  return {
    Username: user.sub,
    UserAttributes: [
      { Name: 'sub', Value: user.sub },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: String(user.email_verified) },
      ...(user.name ? [{ Name: 'name', Value: user.name }] : []),
    ],
  };
};
