import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const POOL_ID = 'eu-west-1_Koester1';
export const CLIENT_ID = 'koester0local0web0client01';
const ISSUER = `https://cognito-idp.eu-west-1.amazonaws.com/${POOL_ID}`;

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface TestUser {
  sub: string;
  email: string;
  name: string;
  groups?: string[];
}

/**
 * A signing key like the identity service's, its JWKS served over HTTP, and
 * id tokens shaped like Cognito's, so the API's real verifier checks them.
 */
export async function startTokenIssuer() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'test-key-1';
  const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
  let jwksRequests = 0;
  const server = http.createServer((_req, res) => {
    jwksRequests += 1;
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${POOL_ID}/.well-known/jwks.json`;

  const signWith = (key: KeyObject, claims: Record<string, unknown>) => {
    const header = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const payload = b64url(JSON.stringify(claims));
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
    return `${header}.${payload}.${signature}`;
  };

  /** An id token for the user; `overrides` change or add claims (expiry, audience, token_use…). */
  const idToken = (user: TestUser, overrides: Record<string, unknown> = {}) => {
    const now = Math.floor(Date.now() / 1000);
    return signWith(privateKey, {
      sub: user.sub,
      email: user.email,
      email_verified: true,
      name: user.name,
      'cognito:groups': user.groups ?? [],
      token_use: 'id',
      aud: CLIENT_ID,
      iss: ISSUER,
      auth_time: now,
      iat: now,
      exp: now + 3600,
      ...overrides,
    });
  };

  /** A token whose payload was changed after signing. */
  const tamperedToken = (user: TestUser) => {
    const [header, , signature] = idToken(user).split('.');
    const forged = b64url(
      JSON.stringify({
        sub: user.sub,
        email: user.email,
        'cognito:groups': ['admin'],
        token_use: 'id',
        aud: CLIENT_ID,
        iss: ISSUER,
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    return `${header}.${forged}.${signature}`;
  };

  /** A well-formed token signed by a key the JWKS does not have. */
  const foreignToken = (user: TestUser) =>
    signWith(generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, {
      sub: user.sub,
      token_use: 'id',
      aud: CLIENT_ID,
      iss: ISSUER,
      exp: Math.floor(Date.now() / 1000) + 3600,
    });

  return {
    jwksUrl,
    /** How often the JWKS was fetched: the API's only call to the identity side. */
    get jwksRequests() {
      return jwksRequests;
    },
    idToken,
    tamperedToken,
    foreignToken,
    expiredToken: (user: TestUser) =>
      idToken(user, { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TokenIssuer = Awaited<ReturnType<typeof startTokenIssuer>>;
