import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { seedBenchFeedback } from '../src/seed/bench-feedback.ts';
import { startApi } from '../src/server.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const VARIABLE = 'KOESTER_API_SEED_FEEDBACK_ITEMS';

describe('the benchmark seed setting', () => {
  it('is a whole number from 0 to 1000, default 0, honoured only where development seeds', () => {
    const items = (env: NodeJS.ProcessEnv) => loadConfig(env).seedFeedbackItems;
    expect([items({}), items({ [VARIABLE]: '250' }), items({ [VARIABLE]: '1000' }), items({ [VARIABLE]: '' })]).toEqual(
      [0, 250, 1000, 0],
    );
    for (const bad of ['-1', '1001', '12.5', 'many', '1e3', '0x10']) {
      expect(() => loadConfig({ [VARIABLE]: bad }), bad).toThrow(`${VARIABLE} must be a whole number from 0 to 1000`);
    }
    expect(items({ KOESTER_SEED: 'false', [VARIABLE]: '250' })).toBe(0);
  });
});

describe.each(BACKENDS)('the benchmark seed on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  const all = async () => (await api.call('GET', '/feedback?limit=100')).body;

  it('tops the feedback up to n varied items, once', async () => {
    await api.call('POST', '/feedback', {
      token: api.token(USERS.alice),
      body: { title: 'Dark mode', description: 'Please add a dark mode.', type: 'feature' },
    });
    await seedBenchFeedback(api.db, 60);
    const { items, total } = await all();
    expect(total).toBe(60);
    const bench = items.filter((i: { user_id: string | null }) => i.user_id !== USERS.alice.sub);
    expect(new Set(bench.map((i: { type: string }) => i.type))).toEqual(new Set(['bug', 'feature']));
    expect(new Set(bench.map((i: { status: string }) => i.status))).toEqual(
      new Set(['open', 'in_progress', 'completed', 'declined']),
    );
    expect(bench.filter((i: { is_anonymous: boolean }) => i.is_anonymous).length).toBeGreaterThan(5);
    expect(new Set(bench.map((i: { title: string }) => i.title)).size).toBeGreaterThan(40);
    expect(new Set(bench.map((i: { upvotes: number }) => i.upvotes)).size).toBeGreaterThan(10);
    expect((await api.call('GET', '/feedback?q=herinnering')).body.total).toBeGreaterThan(0);
    expect((await api.call('GET', '/feedback?q=reminder')).body.total).toBeGreaterThan(0);

    await seedBenchFeedback(api.db, 60);
    await seedBenchFeedback(api.db, 30);
    expect((await all()).total).toBe(60);
    await seedBenchFeedback(api.db, 70);
    // Written beside the API, not through it: the list's kept answer goes once the database's announcement arrives.
    await expect.poll(async () => (await all()).total, { timeout: 2000 }).toBe(70);
  });
});

describe('the API started with the benchmark seed', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'koester-bench-seed-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Starts the real server on a PGlite folder and answers how many feedback items it holds. */
  async function itemsAfterStart(env: NodeJS.ProcessEnv, dataDir: string) {
    const app = await startApi({
      ...env,
      KOESTER_API_PORT: '0',
      KOESTER_API_DATA_DIR: dataDir,
      KOESTER_LOG_LEVEL: 'silent',
    });
    try {
      const { port } = app.server.address() as AddressInfo;
      return ((await (await fetch(`http://127.0.0.1:${port}/prod/feedback`)).json()) as { total: number }).total;
    } finally {
      await app.close();
    }
  }

  it('holds n items in development, the same after a restart; production refuses it', async () => {
    const development = mkdtempSync(path.join(root, 'dev-'));
    expect(await itemsAfterStart({ [VARIABLE]: '40' }, development)).toBe(40);
    expect(await itemsAfterStart({ [VARIABLE]: '40' }, development)).toBe(40);
    await expect(startApi({ NODE_ENV: 'production', [VARIABLE]: '40' })).rejects.toThrow(
      `${VARIABLE} is for benchmarks in development`,
    );
    await expect(startApi({ [VARIABLE]: 'lots' })).rejects.toThrow(VARIABLE);
  }, 120_000); // databases on disk start slowly on a busy two-core machine
});
