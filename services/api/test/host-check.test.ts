import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { BACKENDS, startTestApi, type TestApi } from './support/test-api.ts';

/** A request with the Host header as given, over its own connection (fetch always sends the URL's own host). */
function withHost(base: string, method: string, path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers: { ...headers, Host: host }, agent: false });
    request.once('error', reject).once('response', (response) => {
      // A stream that was let through is enough to know: its status.
      if (response.headers['content-type']?.startsWith('text/event-stream')) {
        request.destroy();
        return resolve({ status: response.statusCode!, body: undefined });
      }
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.once('end', () => resolve({ status: response.statusCode!, body: text ? JSON.parse(text) : undefined }));
    });
    request.end(method === 'POST' ? '{}' : undefined);
  });
}

const REQUESTS: [string, string, Record<string, string>?][] = [
  ['GET', '/openapi.json'],
  ['GET', '/feedback'],
  ['GET', '/public/wishlists/demo'],
  ['GET', '/public/wishlists/demo/events'],
  ['POST', '/feedback', { 'Content-Type': 'application/json' }],
  ['GET', '/nowhere'],
  ['OPTIONS', '/feedback', { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' }],
];

describe('allowed hosts as configured', () => {
  it('default to the loopback names, KOESTER_HOST and KOESTER_ALLOWED_HOSTS; KOESTER_API_ALLOWED_HOSTS replaces them', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ KOESTER_HOST: 'Koester.Local' }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'koester.local',
    ]);
    // The names the local run's other servers answer too (scripts/lib/allowed-hosts.mjs).
    expect(loadConfig({ KOESTER_ALLOWED_HOSTS: 'Shop.example, ::1, fe80::1' }).allowedHosts).toEqual([
      'localhost',
      '127.0.0.1',
      '[::1]',
      'shop.example',
      '[fe80::1]',
    ]);
    expect(
      loadConfig({ KOESTER_API_ALLOWED_HOSTS: 'api.koester.nl, API.example.test:8443', KOESTER_HOST: 'x.test' })
        .allowedHosts,
    ).toEqual(['api.koester.nl', 'api.example.test:8443']);
  });
});

describe.each(BACKENDS)('host names on %s', (backend) => {
  let api: TestApi;
  let port: string;
  beforeAll(async () => {
    api = await startTestApi(backend, { corsOrigins: ['http://localhost:3000'] });
    await seedDemoData(api.db);
    port = new URL(api.base).port;
  });
  afterAll(() => api.close());

  it('answers only its own names, on its own port, by default', async () => {
    expect((await api.call('GET', '/openapi.json')).status).toBe(200);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LocalHost:${port}`, `[::1]:${port}`, 'localhost']) {
      expect((await withHost(api.base, 'GET', '/openapi.json', host)).status, host).toBe(200);
    }
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `localhost.evil.example:${port}`,
      `127.0.0.1.nip.io:${port}`,
      `localhost:${Number(port) + 1}`,
    ]) {
      for (const [method, path, headers] of REQUESTS) {
        const answer = await withHost(api.base, method, path, host, headers);
        expect(answer.status, `${method} ${path} for ${host}`).toBe(421);
        expect(answer.body, `${method} ${path} for ${host}`).toEqual({
          status: 421,
          code: 'MISDIRECTED_REQUEST',
          message: expect.any(String),
          details: null,
        });
      }
    }
  });

  it('answers the health checks whatever the host: a load balancer asks by address', async () => {
    for (const path of ['/health/live', '/health/ready']) {
      expect((await withHost(api.base, 'GET', path, 'evil.example')).status, path).toBe(200);
      expect((await withHost(api.base, 'GET', path, '10.0.3.7:4000')).status, path).toBe(200);
    }
    // Only those paths: a path that merely starts like them is checked as any other.
    expect((await withHost(api.base, 'GET', '/health/live/../../feedback', 'evil.example')).status).toBe(421);
    expect((await withHost(api.base, 'GET', '/health/live?x=1', 'evil.example')).status).toBe(421);
  });

  it('answers the configured names only, and publishes no URL taken from the request', async () => {
    const configured = await startTestApi(backend, { allowedHosts: ['api.koester.test', 'proxy.test:8443'] });
    try {
      for (const host of ['api.koester.test', 'API.koester.test', 'proxy.test:8443']) {
        expect((await withHost(configured.base, 'GET', '/openapi.json', host)).status, host).toBe(200);
      }
      for (const host of [`127.0.0.1:${new URL(configured.base).port}`, 'proxy.test', 'api.koester.test:8080']) {
        expect((await withHost(configured.base, 'GET', '/openapi.json', host)).status, host).toBe(421);
      }
      const document = await withHost(configured.base, 'GET', '/openapi.json', 'api.koester.test');
      expect(document.body.servers).toEqual([{ url: '/prod' }]);
      expect(JSON.stringify(document.body)).not.toContain('koester.test');
    } finally {
      await configured.close();
    }
  });
});

describe.each(BACKENDS)('host names behind a trusted proxy on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    // The test's own address is the proxy: its X-Forwarded-Host is believed.
    api = await startTestApi(backend, { trustedProxies: ['127.0.0.1'], allowedHosts: ['api.koester.test'] });
    await seedDemoData(api.db);
  });
  afterAll(() => api.close());

  it('checks the Host header itself, and a forwarded host as well', async () => {
    const forwarded = (host: string, forwardedHost: string) =>
      withHost(api.base, 'GET', '/openapi.json', host, { 'X-Forwarded-Host': forwardedHost });
    expect((await withHost(api.base, 'GET', '/openapi.json', 'api.koester.test')).status).toBe(200);
    expect((await forwarded('api.koester.test', 'api.koester.test')).status).toBe(200);
    // A rebinding page's request names its own host; the proxy passes on whatever X-Forwarded-Host it was sent.
    for (const [method, path, headers] of REQUESTS) {
      const answer = await withHost(api.base, method, path, 'evil.example', {
        ...headers,
        'X-Forwarded-Host': 'api.koester.test',
      });
      expect(answer.status, `${method} ${path}`).toBe(421);
    }
    expect((await forwarded('evil.example', 'localhost')).status).toBe(421);
    expect((await forwarded('api.koester.test', 'evil.example')).status).toBe(421);
  });
});
