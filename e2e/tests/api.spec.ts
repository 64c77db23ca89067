import { expect, test } from '@playwright/test';
import { E2E_API_URL, SHELL_URL } from '../support/env';
import { identitySettings, signInTokens } from '../support/identity';

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
  const { apiBaseUrl, userPoolEndpoint, userPoolId } = await identitySettings(request);
  const { IdToken } = await signInTokens(request, 'demo@koester.test', 'Koester!Demo1');
  expect((await request.get(`${userPoolEndpoint}/${userPoolId}/.well-known/jwks.json`)).status()).toBe(200);

  const profile = await request.get(`${apiBaseUrl}/profiles`, { headers: { Authorization: `Bearer ${IdToken}` } });
  expect(await profile.json()).toMatchObject({ name: 'Demo', email: 'demo@koester.test' });
  const mine = await request.get(`${apiBaseUrl}/public/wishlists/demo`, {
    headers: { Authorization: `Bearer ${IdToken}` },
  });
  expect((await mine.json()).is_owner).toBe(true);
});
