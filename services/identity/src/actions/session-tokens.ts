import { randomUUID } from 'node:crypto';
import type { IdentityConfig } from '../config.ts';
import type { User } from '../stores/users.ts';
import { signJwt, type SigningKey } from '../tokens.ts';

/** New id and access tokens for a sign-in session (one hour), with origin_jti tying them to it. */
export function sessionTokens(
  { config, key }: { config: IdentityConfig; key: SigningKey },
  user: User,
  originJti: string,
  authTime: number,
) {
  const now = Math.floor(Date.now() / 1000);
  const common = {
    sub: user.sub,
    iss: config.issuer,
    auth_time: authTime,
    iat: now,
    exp: now + config.tokenSeconds,
    origin_jti: originJti,
  };
  const groups = user.groups.length ? { 'cognito:groups': user.groups } : {};
  return {
    IdToken: signJwt(key, {
      ...common,
      ...groups,
      aud: config.clientId,
      token_use: 'id',
      email: user.email,
      email_verified: user.email_verified,
      name: user.name ?? undefined,
      'cognito:username': user.sub,
      jti: randomUUID(),
    }),
    AccessToken: signJwt(key, {
      ...common,
      ...groups,
      client_id: config.clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: user.sub,
      jti: randomUUID(),
    }),
    ExpiresIn: config.tokenSeconds,
    TokenType: 'Bearer',
  };
}
