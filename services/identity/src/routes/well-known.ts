import type { FastifyInstance } from 'fastify';
import type { IdentityConfig } from '../config.ts';
import { publicUrlOf } from '../host-check.ts';
import type { SigningKey } from '../tokens.ts';

/** The pool's JWKS and OpenID configuration, where Cognito serves them; `port` is the port listened on. */
export function wellKnownRoutes(scope: FastifyInstance, config: IdentityConfig, key: SigningKey, port: () => number) {
  scope.get(`/${config.userPoolId}/.well-known/jwks.json`, async () => ({ keys: [key.publicJwk] }));
  scope.get(`/${config.userPoolId}/.well-known/openid-configuration`, async () => {
    const base = `${publicUrlOf(config, port())}/${config.userPoolId}`;
    return {
      issuer: config.issuer,
      jwks_uri: `${base}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
      subject_types_supported: ['public'],
      response_types_supported: ['code', 'token'],
    };
  });
}
