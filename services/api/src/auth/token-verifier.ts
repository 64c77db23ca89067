import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { hasUnstorableCharacter } from '@koester/contract/validation/body-inspection';
import type { ApiConfig } from '../api-config.ts';

/** The caller, from a verified Cognito id token. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  groups: string[];
  isAdmin: boolean;
  /**
   * When the session behind the token was authenticated (auth_time, in seconds; iat when absent): a revocation mark
   * voids sessions authenticated before it. A refresh issues a new token with a new iat but the same auth_time
   * (Cognito, and the local identity service), so an earlier session cannot refresh its way past the mark.
   */
  authenticatedAt: number;
  /** When the token stops being accepted (its exp, or sooner under config.maxTokenAgeSeconds), in seconds. */
  validUntil: number;
}

export type TokenVerifier = (token: string) => Promise<AuthUser>;

/**
 * Verifies Cognito id tokens: RS256 signature against the JWKS, issuer,
 * audience (the app client id), token_use "id" and expiry, which must be
 * present (Cognito always sets it), and, when configured, a shorter lifetime
 * counted from iat (config.maxTokenAgeSeconds). Issuer and JWKS URL
 * come from configuration, so the same code verifies Amazon Cognito and the
 * local identity service. The library's default fetcher refuses http: URLs,
 * which the local service uses, so keys are fetched with fetch().
 */
export function createTokenVerifier(config: ApiConfig): TokenVerifier {
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri) => {
        const response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });
  const verifier = JwtRsaVerifier.create(
    {
      issuer: config.auth.issuer,
      audience: config.auth.clientId,
      jwksUri: config.auth.jwksUrl,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('not an id token');
        // The library checks exp only when present; a token without one would never expire.
        if (typeof payload.exp !== 'number') throw new Error('no expiry');
        if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
        // Cognito always sets iat; without it neither a revocation mark nor the age limit could be checked.
        if (typeof payload.iat !== 'number') throw new Error('no issue time');
        if (config.maxTokenAgeSeconds > 0 && Date.now() / 1000 - payload.iat > config.maxTokenAgeSeconds) {
          throw new Error('issued too long ago');
        }
      },
    },
    { jwksCache },
  );
  return async (token) => {
    const payload = await verifier.verify(token);
    const email = String(payload.email ?? '').toLowerCase();
    const groups = Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [];
    const sub = payload.sub!;
    // A subject or address no stored text can hold (a NUL, half a character) names nobody: Cognito never issues one,
    // and PostgreSQL would fail on it (a 500) or store it changed. Refused like any other invalid token.
    if (hasUnstorableCharacter(sub) || hasUnstorableCharacter(email)) throw new Error('unstorable subject or email');
    const iat = payload.iat!;
    // auth_time never follows iat (a session is authenticated before its tokens are issued): the earlier of the two.
    const authenticatedAt = typeof payload.auth_time === 'number' ? Math.min(payload.auth_time, iat) : iat;
    const validUntil =
      config.maxTokenAgeSeconds > 0 ? Math.min(payload.exp!, iat + config.maxTokenAgeSeconds) : payload.exp!;
    // An email grants admin only once its owner has proved it: an unverified address can be anyone's.
    const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
    return {
      id: sub,
      email,
      name: typeof payload.name === 'string' ? payload.name : '',
      groups,
      authenticatedAt,
      validUntil,
      isAdmin:
        groups.includes('admin') ||
        (emailVerified && config.admin.emails.includes(email)) ||
        config.admin.userIds.includes(sub),
    };
  };
}
