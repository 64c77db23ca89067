import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankPglite } from '@koester/db/testing/blank-pglite';
import { drain } from '@koester/server/drain';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { readiness } from '../src/plugins/health.ts';
import { startMetricsServer } from '../src/plugins/metrics.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { eventually, openEventStream } from './support/event-stream.ts';
import { halfSentRequest, nextRequestIn } from './support/half-sent-request.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const NOT_READY = { status: 503, code: 'NOT_READY', message: expect.any(String), details: { retryAfter: 5 } };

describe.each(BACKENDS)('health on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  it('is live, and ready while the database answers', async () => {
    const live = await api.call('GET', '/health/live');
    expect(live).toMatchObject({ status: 200, body: { ok: true } });
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await api.call('GET', '/health/ready')).toMatchObject({
      status: 200,
      body: { ok: true, database: backend },
    });
  });

  it('returns a request id with every answer, keeping a proxy’s when it looks like one', async () => {
    const first = (await api.call('GET', '/health/live')).headers.get('x-request-id');
    const second = (await api.call('GET', '/feedback')).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    const passed = await api.call('GET', '/feedback', { headers: { 'X-Request-Id': 'lb-7f3a9c2e-0001' } });
    expect(passed.headers.get('x-request-id')).toBe('lb-7f3a9c2e-0001');
    const odd = await api.call('GET', '/feedback', { headers: { 'X-Request-Id': '<script>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('an API that is starting', () => {
  it('is live but not ready, and turns every other request away, until it says ready', async () => {
    const database = await openDatabase(await blankPglite());
    const lifecycle = readiness('starting');
    const app = await buildApp({ config: loadConfig({}), database, lifecycle, logger: false });
    try {
      expect((await app.inject('/prod/health/live')).statusCode).toBe(200);
      for (const url of ['/prod/health/ready', '/prod/feedback']) {
        const answer = await app.inject(url);
        expect(answer.statusCode, url).toBe(503);
        expect(answer.headers['retry-after'], url).toBe('5');
        expect(answer.json(), url).toEqual(NOT_READY);
      }
      await migrate(database.db);
      lifecycle.ready();
      expect((await app.inject('/prod/health/ready')).statusCode).toBe(200);
      expect((await app.inject('/prod/feedback')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('an API whose database stops answering (PostgreSQL)', () => {
  let api: TestApi;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    api = await startTestApi('postgres');
    await api.events.connect();
    const url = new URL(api.databaseUrl!);
    name = url.pathname.slice(1);
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS true`);
    await admin.end();
    await api.close();
  });

  it('is not ready meanwhile, and ready again once it answers, with no restart', async () => {
    expect((await api.call('GET', '/health/ready')).status).toBe(200);
    // No connection in: every one open is ended, and new ones are refused.
    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    await eventually(() => !api.events.feedUp(), 5000);
    const down = await api.call('GET', '/health/ready');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.body).toEqual(NOT_READY);
    expect((await api.call('GET', '/health/live')).status).toBe(200);

    await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(name)} ALLOW_CONNECTIONS true`);
    const until = Date.now() + 15_000;
    let status = 0;
    while (status !== 200 && Date.now() < until) {
      status = (await api.call('GET', '/health/ready')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect(api.events.feedUp()).toBe(true);
  }, 30_000);
});

describe.each(BACKENDS)('stopping on %s', (backend) => {
  it('finishes the request in flight, ends event streams with a retry hint, and takes no new connection', async () => {
    const api = await startTestApi(backend);
    await seedDemoData(api.db);
    const { port } = api.app.server.address() as AddressInfo;
    const stream = await openEventStream(api.base, 'demo');
    await stream.waitFor((text) => text.startsWith('event: ready'));
    const arrived = nextRequestIn(api.app.server);
    const inFlight = halfSentRequest(api.base);
    await arrived;

    api.app.lifecycle.draining();
    const draining = drain(api.app, 10);
    await stream.waitFor((text) => text.includes('retry: 2000\n\n'));
    await eventually(() => stream.ended());
    // The listening socket is closed: a new connection is refused.
    await expect(fetch(`http://127.0.0.1:${port}/prod/health/live`)).rejects.toThrow();
    inFlight.finish();
    // Anonymous: 401, answered in full rather than cut off.
    expect(await inFlight.answer).toMatchObject({ status: 401 });
    expect(await draining).toBe(true);
    await api.close();
  });

  it('cuts off what is still running at the deadline', async () => {
    const api = await startTestApi(backend);
    const arrived = nextRequestIn(api.app.server);
    const inFlight = halfSentRequest(api.base);
    await arrived;
    const started = Date.now();
    expect(await drain(api.app, 1)).toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(inFlight.answer).rejects.toThrow();
    await api.close();
  });
});

describe('metrics', () => {
  let api: TestApi;
  let scrape: () => Promise<string>;
  let closeMetrics: () => Promise<void>;
  beforeAll(async () => {
    api = await startTestApi('postgres', { metricsPort: 0 });
    await seedDemoData(api.db);
    const server = await startMetricsServer(api.app.metrics!.registry, 0, '127.0.0.1');
    closeMetrics = server.close;
    scrape = async () => (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
  });
  afterAll(async () => {
    await closeMetrics();
    await api.close();
  });

  it('are off unless a port is configured', async () => {
    const plain = await startTestApi('pglite');
    try {
      expect(plain.app.metrics).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it('count and time requests by route template and status, never by raw URL', async () => {
    await api.call('GET', '/feedback');
    await api.call('GET', '/feedback/5eed0000-0000-4000-8000-000000000201');
    await api.call('GET', '/nowhere/at/all');
    const text = await scrape();
    expect(text).toMatch(/^koester_http_requests_total\{method="GET",route="\/prod\/feedback",status="200"\} \d+$/m);
    expect(text).toMatch(/koester_http_requests_total\{method="GET",route="\/prod\/feedback\/:id",status="\d+"\} 1/);
    expect(text).toMatch(/koester_http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(text).toMatch(
      /koester_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/prod\/feedback"/,
    );
    expect(text).not.toContain('5eed0000');
    expect(text).not.toContain('nowhere');
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('show open event streams, the database pool, and the delay of the live-event fan-out', async () => {
    const stream = await openEventStream(api.base, 'demo');
    await stream.waitFor((text) => text.startsWith('event: ready'));
    const claimed = await api.call('POST', '/public/wishlists/demo/items/5eed0000-0000-4000-8000-000000000101/claim', {
      token: api.token(USERS.bob),
    });
    expect(claimed.status).toBe(200);
    await stream.waitFor((text) => text.includes('"claimed"'));
    const text = await scrape();
    expect(text).toMatch(/^koester_event_streams_open 1$/m);
    expect(text).toMatch(/^koester_event_fanout_delay_seconds_count [1-9]\d*$/m);
    expect(text).toMatch(/^koester_db_pool_connections\{state="busy"\} \d+$/m);
    expect(text).toMatch(/^koester_db_pool_connections\{state="idle"\} \d+$/m);
    expect(text).toMatch(/^koester_db_pool_connections\{state="waiting"\} \d+$/m);
    await stream.close();
    await eventually(() => api.events.subscriberCount() === 0);
    expect(await scrape()).toMatch(/^koester_event_streams_open 0$/m);
  });

  it('answer only GET /metrics on their own port', async () => {
    const server = await startMetricsServer(api.app.metrics!.registry, 0, '127.0.0.1');
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
      const answer = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    } finally {
      await server.close();
    }
  });
});
