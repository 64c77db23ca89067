import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  verify,
  createPublicKey,
  type KeyObject,
} from 'node:crypto';
import type { IdentityConfig } from './config.ts';
import type { IdentityDb } from './db.ts';
import { notAuthorized } from './errors.ts';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** The pool's RS256 signing key, created on first start and kept in the database. */
export async function loadSigningKey(db: IdentityDb): Promise<SigningKey> {
  const stored = await db.selectFrom('identity.signing_keys').selectAll().orderBy('created_at').executeTakeFirst();
  if (stored) {
    return {
      kid: stored.kid,
      privateKey: createPrivateKey(stored.private_pem),
      publicJwk: stored.public_jwk as Record<string, unknown>,
    };
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  await db
    .insertInto('identity.signing_keys')
    .values({
      kid,
      private_pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      public_jwk: JSON.stringify(publicJwk),
    })
    .execute();
  return { kid, privateKey, publicJwk };
}

export function signJwt(key: SigningKey, claims: Record<string, unknown>): string {
  const header = b64url(JSON.stringify({ kid: key.kid, alg: 'RS256' }));
  const payload = b64url(JSON.stringify(claims));
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key.privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Checks a token this pool signed (signature, issuer, expiry, token_use) and returns its claims. */
export function verifyJwt(key: SigningKey, config: IdentityConfig, token: string, tokenUse: 'access' | 'id') {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw notAuthorized('Invalid Access Token');
  const publicKey = createPublicKey({ key: key.publicJwk as never, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))) {
    throw notAuthorized('Invalid Access Token');
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  if (claims.iss !== config.issuer || claims.token_use !== tokenUse) throw notAuthorized('Invalid Access Token');
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw notAuthorized('Access Token has expired');
  return claims;
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newRefreshToken = () => randomBytes(48).toString('base64url');
