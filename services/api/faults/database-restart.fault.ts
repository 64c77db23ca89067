import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '@koester/db/unavailable';
import { freshDatabase, startPostgresCluster } from '@koester/db/testing/postgres-cluster';
import { seedBenchFeedback } from '../src/seed/bench-feedback.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { checkIntegrity, loadUsers, writeLoad, type Answer } from '../bench/integrity-load.ts';
import { openEventStream } from '../test/support/event-stream.ts';
import { startTestApi, type TestApi } from '../test/support/test-api.ts';

const DOWN_MS = 4_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * PostgreSQL stops under a write load and comes back: meanwhile the API refuses in the error shape with Retry-After
 * (503, never 500), says not ready, and ends its event streams with a retry hint; afterwards it recovers by itself,
 * its live-event listener reconnects, and every write it said was done is there.
 */
describe('PostgreSQL stopping under load and coming back', () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let api: TestApi;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    api = await startTestApi('postgres', { databaseUrl: await freshDatabase(cluster.url) });
    await seedDemoData(api.db);
    await seedBenchFeedback(api.db, 20);
    await api.events.connect();
  });
  afterAll(async () => {
    await api.close();
    cluster.stop();
  });

  it('answers 503 with Retry-After while it is down, recovers without a restart, and loses nothing', async () => {
    const items = (await api.db.selectFrom('feedback').select('id').execute()).map((row) => row.id);
    const { users, owner } = loadUsers(40, api.tokens.idToken);
    const stream = await openEventStream(api.base, 'demo');
    await stream.waitFor((text) => text.startsWith('event: ready'));

    let phase: 'before' | 'down' | 'after' = 'before';
    let running = true;
    const byPhase = { before: [] as Answer[], down: [] as Answer[], after: [] as Answer[] };
    let firstWriteAfter: number | undefined;
    const load = writeLoad({
      base: api.base,
      users,
      owner,
      items,
      going: () => running,
      onAnswer: (answer) => {
        byPhase[phase].push(answer);
        if (phase === 'after' && answer.status < 300 && firstWriteAfter === undefined) firstWriteAfter = Date.now();
      },
    });

    await sleep(1_500);
    // A connection lent out inside a transaction when the server goes: its end must fail that transaction, not the
    // process (an error on a lent connection that no one heard used to end it).
    let holding = () => {};
    const held = api.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await new Promise<void>((resolve) => (holding = resolve));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => 'committed',
        (error: unknown) => (isDatabaseUnavailable(error) ? 'unavailable' : String(error)),
      );
    await sleep(100);
    phase = 'down';
    await cluster.stopServer();
    await sleep(200);
    holding();
    expect(await held).toBe('unavailable');
    const stoppedAt = Date.now();
    const readyWhileDown: number[] = [];
    while (Date.now() - stoppedAt < DOWN_MS) {
      readyWhileDown.push((await api.call('GET', '/health/ready')).status);
      await sleep(200);
    }
    // A stream opened before the stop ended, asking its client to come back in a moment.
    expect(stream.ended()).toBe(true);
    expect(stream.text()).toMatch(/retry: \d+\n\n$/);
    // A new one cannot be served: no feed.
    const refused = await api.call('GET', '/public/wishlists/demo/events');
    expect(refused).toMatchObject({ status: 503, body: { code: 'DATABASE_UNAVAILABLE', details: { retryAfter: 5 } } });
    expect(refused.headers.get('retry-after')).toBe('5');

    phase = 'after';
    await cluster.startServer();
    const startedAt = Date.now();
    let readyAt: number | undefined;
    while (readyAt === undefined && Date.now() - startedAt < 30_000) {
      if ((await api.call('GET', '/health/ready')).status === 200) readyAt = Date.now();
      else await sleep(50);
    }
    await sleep(1_500);
    running = false;
    const { promised } = await load;

    const statuses = (answers: Answer[]) => {
      const counts = new Map<number, number>();
      for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
      return [...counts].map(([status, n]) => `${status}: ${n}`).join(', ');
    };
    process.stdout.write(
      `PostgreSQL stopped for ${DOWN_MS} ms under a load of ${users.length} users\n` +
        `  answers before: ${statuses(byPhase.before)}; while down: ${statuses(byPhase.down)}; ` +
        `after: ${statuses(byPhase.after)}\n` +
        `  ready again ${readyAt === undefined ? 'never' : readyAt - startedAt} ms after the server was back; ` +
        `first write answered ${firstWriteAfter === undefined ? 'never' : firstWriteAfter - startedAt} ms after\n`,
    );

    // Never a 500, never a cut connection: every failure is a 503 in the error shape with its wait.
    const all = [...byPhase.before, ...byPhase.down, ...byPhase.after];
    expect(all.filter((answer) => answer.status === 0 || answer.status === 500)).toEqual([]);
    for (const answer of all.filter((a) => a.status >= 500)) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '5' });
      expect(['DATABASE_UNAVAILABLE', 'NOT_READY']).toContain(answer.code);
    }
    expect(byPhase.down.some((answer) => answer.code === 'DATABASE_UNAVAILABLE')).toBe(true);
    expect(readyWhileDown.filter((status) => status !== 503)).toEqual([]);

    // Recovered by itself: ready, writing, and the live-event listener back (a new stream hears the owner's edit).
    expect(readyAt).toBeDefined();
    expect(firstWriteAfter).toBeDefined();
    expect(api.events.feedUp()).toBe(true);
    const again = await openEventStream(api.base, 'demo');
    await again.waitFor((text) => text.startsWith('event: ready'));
    const edit = await api.call(
      'PATCH',
      '/wishlists/5eed0000-0000-4000-8000-000000000001/items/5eed0000-0000-4000-8000-000000000101',
      { token: owner, body: { description: 'After the restart' } },
    );
    expect(edit.status).toBe(200);
    await again.waitFor((text) => text.includes('"updated"'), 5000);
    await again.close();

    expect(await checkIntegrity(api.db, promised)).toEqual([]);
  }, 120_000);
});
