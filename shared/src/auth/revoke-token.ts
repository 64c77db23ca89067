import { runtimeConfig } from '@koester/shared/config/runtime-config';

/**
 * Revokes a refresh token at the user pool (Cognito's RevokeToken, which needs no other credential). Sent with
 * `keepalive`, so it still reaches the server when the page is left at once: the caller has already signed out
 * locally.
 */
export function revokeRefreshToken(token: string): void {
  const { userPoolEndpoint, region, userPoolClientId } = runtimeConfig().identity;
  void fetch(userPoolEndpoint ?? `https://cognito-idp.${region}.amazonaws.com/`, {
    method: 'POST',
    keepalive: true,
    cache: 'no-store',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.RevokeToken',
    },
    body: JSON.stringify({ Token: token, ClientId: userPoolClientId }),
  }).catch(() => undefined);
}
