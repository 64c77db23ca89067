import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { ApiConfig } from '../config.ts';

/** The caller, from a verified Cognito id token. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  groups: string[];
  isAdmin: boolean;
}

export type TokenVerifier = (token: string) => Promise<AuthUser>;

/**
 * Verifies Cognito id tokens: signature against the JWKS, issuer, audience
 * (client id), token_use and expiry. The issuer is Cognito's for the pool id;
 * only where the keys come from is configurable, so the same code serves
 * Amazon Cognito and the local identity service (whose default fetcher would
 * refuse http: URLs).
 */
export function createTokenVerifier(config: ApiConfig): TokenVerifier {
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async () => {
        const response = await fetch(config.auth.jwksUrl, { signal: AbortSignal.timeout(5000) });
        if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });
  const verifier = CognitoJwtVerifier.create(
    { userPoolId: config.auth.userPoolId, tokenUse: 'id', clientId: config.auth.clientId },
    { jwksCache },
  );
  return async (token) => {
    const payload = await verifier.verify(token);
    const email = String(payload.email ?? '').toLowerCase();
    const groups = (payload['cognito:groups'] as string[] | undefined) ?? [];
    return {
      id: payload.sub,
      email,
      name: typeof payload.name === 'string' ? payload.name : '',
      groups,
      isAdmin:
        groups.includes('admin') || config.admin.emails.includes(email) || config.admin.userIds.includes(payload.sub),
    };
  };
}
