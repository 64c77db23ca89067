import { expect, test } from '@playwright/test';
import { E2E_PORTS, SHELL_URL } from '../support/env';

test('remotes are served like a CDN: CORS, manifest no-cache, hashed files immutable', async ({ request }) => {
  const manifestUrl = `http://localhost:${E2E_PORTS.wishlist}/mf-manifest.json`;
  const manifest = await request.get(manifestUrl, { headers: { Origin: SHELL_URL } });
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['access-control-allow-origin']).toBe(SHELL_URL);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  // Only the shell's pages may read a remote's files.
  const foreign = await request.get(manifestUrl, { headers: { Origin: 'https://elsewhere.example' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();

  const { metaData, exposes } = await manifest.json();
  expect(exposes.map((e: { name: string }) => e.name)).toEqual(['routes']);
  const entry = await request.get(`http://localhost:${E2E_PORTS.wishlist}/${metaData.remoteEntry.name}`);
  expect(entry.status()).toBe(200);
  expect(metaData.remoteEntry.name).toMatch(/^static\/js\/wishlist\.[0-9a-f]+\.js$/);
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(entry.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the shell reads its runtime config at start, revalidated on every load', async ({ page, request }) => {
  const config = await request.get(`${SHELL_URL}/runtime-config.json`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.json()).toMatchObject({
    remotes: { marketing: { manifest: `http://localhost:${E2E_PORTS.marketing}/mf-manifest.json` } },
    identity: { userPoolId: 'eu-west-1_Koester1', userPoolClientId: 'koester0local0web0client01' },
  });
  const html = await request.get(`${SHELL_URL}/blog/some-article`);
  expect(html.headers()['content-type']).toContain('text/html');
  expect(html.headers()['cache-control']).toBe('no-cache');

  const configRequest = page.waitForRequest((r) => r.url().endsWith('/runtime-config.json'));
  await page.goto('/');
  await configRequest;
});
