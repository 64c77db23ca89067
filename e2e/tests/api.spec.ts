import { expect, test } from '@playwright/test';
import { E2E_API_URL, SHELL_URL } from '../support/env';

test('the API the shell is configured with answers with the seeded demo data, to the shell origin', async ({
  request,
}) => {
  const config = await (await request.get(`${SHELL_URL}/runtime-config.json`)).json();
  expect(config.apiBaseUrl).toBe(E2E_API_URL);

  const wishlist = await request.get(`${config.apiBaseUrl}/public/wishlists/demo`, { headers: { Origin: SHELL_URL } });
  expect(wishlist.status()).toBe(200);
  expect(wishlist.headers()['access-control-allow-origin']).toBe(SHELL_URL);
  expect(await wishlist.json()).toMatchObject({ owner_name: 'Demo', wishlist: { name: 'Verjaardag Demo' } });

  const expired = await request.get(`${config.apiBaseUrl}/public/wishlists/demo-expired`);
  expect(expired.status()).toBe(410);
  expect(await expired.json()).toMatchObject({ code: 'LINK_EXPIRED', details: { is_expired: true } });

  const feedback = await (await request.get(`${config.apiBaseUrl}/feedback?limit=100`)).json();
  expect(feedback.total).toBeGreaterThanOrEqual(6);
  const openapi = await (await request.get(`${config.apiBaseUrl}/openapi.json`)).json();
  expect(Object.keys(openapi.paths)).toContain('/public/wishlists/{shareToken}');
});

test('a token from the configured identity service is accepted by the configured API', async ({ request }) => {
  const config = await (await request.get(`${SHELL_URL}/runtime-config.json`)).json();
  const { userPoolEndpoint, userPoolClientId, userPoolId } = config.identity;
  await expect
    .poll(async () => (await request.get(`${userPoolEndpoint}/health`)).status(), { timeout: 30_000 })
    .toBe(200);

  const signIn = await request.post(userPoolEndpoint, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: 'demo@koester.test', PASSWORD: 'Koester!Demo1' },
    }),
  });
  expect(signIn.status()).toBe(200);
  const { IdToken } = (await signIn.json()).AuthenticationResult;
  expect((await request.get(`${userPoolEndpoint}/${userPoolId}/.well-known/jwks.json`)).status()).toBe(200);

  const profile = await request.get(`${config.apiBaseUrl}/profiles`, {
    headers: { Authorization: `Bearer ${IdToken}` },
  });
  expect(await profile.json()).toMatchObject({ name: 'Demo', email: 'demo@koester.test' });
  const mine = await request.get(`${config.apiBaseUrl}/public/wishlists/demo`, {
    headers: { Authorization: `Bearer ${IdToken}` },
  });
  expect((await mine.json()).is_owner).toBe(true);
});
