import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { allowedHosts } from '../../scripts/lib/allowed-hosts.mjs';
import { freePort } from '@koester/build/free-port.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { E2E_PORTS, SHELL_URL } from '../support/env';

/** A GET to a server on loopback naming `host` in its Host header (none when undefined), as a browser would send. */
function getNaming(port: number, host: string | undefined, pathname = '/'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, setHost: false, headers: host === undefined ? {} : { Host: host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

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

/** A file as a client that accepts `encoding` receives it: its Content-Encoding and its bytes as sent. */
const fetchWith = (port: number, path: string, encoding: string) =>
  new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });

test('scripts go out Brotli-compressed as the build compressed them, gzip to a client without Brotli', async () => {
  const port = E2E_PORTS.wishlist!;
  const manifest = (await getNaming(port, `localhost:${port}`, '/mf-manifest.json')).body;
  const entryPath = `/${(JSON.parse(manifest) as { metaData: { remoteEntry: { name: string } } }).metaData.remoteEntry.name}`;
  const [brotli, gzip, plain, refused] = await Promise.all([
    fetchWith(port, entryPath, 'gzip, deflate, br'),
    fetchWith(port, entryPath, 'gzip'),
    fetchWith(port, entryPath, 'identity'),
    fetchWith(port, entryPath, 'br;q=0, gzip'),
  ]);
  expect(brotli.encoding).toBe('br');
  expect(gzip.encoding).toBe('gzip');
  expect(plain.encoding).toBeUndefined();
  expect(refused.encoding).toBe('gzip');
  // The same script whichever way it travels, and Brotli the smallest.
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  expect(brotli.body.length).toBeLessThan(gzip.body.length);
});

test('a prerendered page goes out as its Brotli copy, made when it was rendered', async () => {
  const port = E2E_PORTS.shell!;
  const [brotli, plain] = await Promise.all([
    fetchWith(port, '/about?lang=nl', 'gzip, deflate, br'),
    fetchWith(port, '/about?lang=nl', 'identity'),
  ]);
  expect(brotli.encoding).toBe('br');
  expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
  expect(plain.body.toString()).toContain('<html lang="nl">');
  // Small enough for a phone's first round trip (about 14 KB): a round trip earlier on the screen.
  expect(brotli.body.length).toBeLessThan(14_000);
});

test('a page rendered with its data goes out in Brotli made once, at the highest quality: the same bytes for the same answers', async () => {
  const port = E2E_PORTS.shell!;
  const address = '/feedback/roadmap?lang=en';
  // Until it is rendered (a busy machine) the placeholder page answers, and the answers may change between requests
  // while other journeys vote: asked again until the requests in a row get the same page.
  await expect(async () => {
    const first = await fetchWith(port, address, 'gzip, deflate, br');
    const second = await fetchWith(port, address, 'gzip, deflate, br');
    const gzip = await fetchWith(port, address, 'gzip');
    expect([first.encoding, gzip.encoding]).toEqual(['br', 'gzip']);
    const page = gunzipSync(gzip.body);
    expect(page.toString()).toContain('id="koester-page-data"');
    expect(brotliDecompressSync(first.body).equals(page)).toBe(true);
    expect(second.body.equals(first.body)).toBe(true);
    // Not the quick compression a page made for one request would get.
    const quick = brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(first.body.length).toBeLessThan(quick.length);
  }).toPass({ timeout: 20_000 });
});

test('the shell reads its runtime config at start, revalidated on every load', async ({ page, request }) => {
  const config = await request.get(`${SHELL_URL}/runtime-config.json`);
  expect(config.headers()['cache-control']).toBe('no-cache');
  // Compressed (it is asked for before the first paint), and the same JSON to a client that takes it plain.
  const [gzip, plain] = await Promise.all([
    fetchWith(E2E_PORTS.shell!, '/runtime-config.json', 'gzip, deflate, br'),
    fetchWith(E2E_PORTS.shell!, '/runtime-config.json', 'identity'),
  ]);
  expect(gzip.encoding).toBe('gzip');
  expect(plain.encoding).toBeUndefined();
  expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  const json = await config.json();
  expect(json).toMatchObject({
    remotes: { marketing: { manifest: `http://localhost:${E2E_PORTS.marketing}/mf-manifest.json` } },
    identity: { userPoolId: 'eu-west-1_Koester1', userPoolClientId: 'koester0local0web0client01' },
  });
  // Anyone can read it: it names no one, admins included.
  expect(await config.text()).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
  expect(json).not.toHaveProperty('admin');
  const html = await request.get(`${SHELL_URL}/blog/some-article`);
  expect(html.headers()['content-type']).toContain('text/html');
  expect(html.headers()['cache-control']).toBe('no-cache');

  const configRequest = page.waitForRequest((r) => r.url().endsWith('/runtime-config.json'));
  await page.goto('/');
  await configRequest;
});

test('the site answers only its own host names: another Host header (DNS rebinding) gets 421', async () => {
  for (const port of [E2E_PORTS.shell!, E2E_PORTS.account!]) {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      expect((await getNaming(port, `${host}:${port}`, '/mf-manifest.json')).status, `${host}:${port}`).not.toBe(421);
    }
    for (const host of [`rebind.attacker.example:${port}`, 'rebind.attacker.example', `localhost:${port + 1}`, '']) {
      const answer = await getNaming(port, host, '/runtime-config.json');
      expect(answer.status, `Host ${host}`).toBe(421);
      expect(answer.body).toBe('Misdirected request');
    }
    // HTTP/1.1 requires a Host header: Node refuses a request without one itself.
    expect((await getNaming(port, undefined)).status).toBe(400);
  }
  expect((await getNaming(E2E_PORTS.shell!, `localhost:${E2E_PORTS.shell}`, '/runtime-config.json')).status).toBe(200);
});

test('a static server takes its host names from KOESTER_HOST and KOESTER_ALLOWED_HOSTS, with the port', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'koester-hosts-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>hosts</title>');
  const port = await freePort();
  const env = { KOESTER_HOST: 'Koester.Example', KOESTER_ALLOWED_HOSTS: 'shop.example, ::1' };
  const server = await startStaticServer({ root, port, allowedHosts: allowedHosts(port, env) });
  try {
    for (const host of ['koester.example', 'shop.example', 'localhost', '127.0.0.1', '[::1]']) {
      expect((await getNaming(port, `${host}:${port}`)).status, host).toBe(200);
    }
    for (const host of [
      `rebind.attacker.example:${port}`,
      'koester.example',
      `shop.example.attacker.example:${port}`,
    ]) {
      expect((await getNaming(port, host)).status, host).toBe(421);
    }
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  }
});
