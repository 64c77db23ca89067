import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { eventually, openEventStream, type EventStream } from './support/event-stream.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const owner = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };
const seeded = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const WISHLIST = seeded(1);
const ITEM = seeded(101);
const READY = (text: string) => text.startsWith('event: ready\n');
const itemPath = (itemId: string) => `/public/wishlists/demo/items/${itemId}`;

describe.each(BACKENDS)('live wishlist events on %s', (backend) => {
  let api: TestApi;
  const streams: EventStream[] = [];
  const listen = async (token?: string, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(api.base, 'demo', {
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    });
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDemoData(api.db);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((s) => s.close()));
    await eventually(() => api.events.subscriberCount() === 0);
  });
  afterAll(() => api.close());

  it('tells visitors of every kind what changed, naming no one', async () => {
    const visitor = await listen();
    const friend = await listen(api.token(USERS.alice), { Origin: 'http://localhost:3000' });
    expect(visitor.response.status).toBe(200);
    expect(visitor.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(visitor.response.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.response.headers.get('x-accel-buffering')).toBe('no');
    expect(friend.response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    await visitor.waitFor(READY);
    await friend.waitFor(READY);

    const bob = api.token(USERS.bob);
    const steps = [
      ['POST', 'claim', undefined, 'claimed'],
      ['PUT', 'purchased', { purchased: true }, 'purchased'],
      ['PUT', 'purchased', { purchased: false }, 'unpurchased'],
      ['DELETE', 'claim', undefined, 'unclaimed'],
    ] as const;
    // A signed-out listener (perhaps the owner, not signed in on this device) hears of marks only as updates.
    const heardBy = (stream: typeof visitor, change: string) =>
      stream === visitor && change.endsWith('purchased') ? 'updated' : change;
    for (const [method, action, body, change] of steps) {
      expect((await api.call(method, `${itemPath(ITEM)}/${action}`, { token: bob, body })).status).toBe(200);
      for (const stream of [visitor, friend]) {
        await stream.waitFor(
          () => stream.items().length > steps.findIndex((step) => step[3] === change),
          2000,
          heardBy(stream, change),
        );
      }
    }
    for (const stream of [visitor, friend]) {
      expect(stream.items()).toEqual(
        steps.map(([, , , change]) => ({ item_id: ITEM, change: heardBy(stream, change) })),
      );
      for (const personal of [USERS.bob.sub, USERS.bob.email, USERS.bob.name]) {
        expect(stream.text()).not.toContain(personal);
      }
    }
  });

  it('answers the owner 204 and never streams to them', async () => {
    const before = api.events.subscriberCount();
    const mine = await listen(api.token(owner));
    expect(mine.response.status).toBe(204);
    expect(api.events.subscriberCount()).toBe(before);
    const watcher = await listen();
    await watcher.waitFor(READY);
    await api.call('POST', `${itemPath(ITEM)}/claim`, { token: api.token(USERS.bob) });
    await watcher.waitFor((text) => text.includes('"claimed"'));
    await mine.close();
    expect(mine.text()).toBe('');
    await api.call('DELETE', `${itemPath(ITEM)}/claim`, { token: api.token(USERS.bob) });
  });

  it('refuses unknown and expired links in the one error shape, before any stream', async () => {
    const unknown = await api.call('GET', '/public/wishlists/nope/events');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, code: 'WISHLIST_NOT_FOUND' });
    const expired = await api.call('GET', '/public/wishlists/demo-expired/events');
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'LINK_EXPIRED', details: { is_expired: true } });
    expect(api.events.subscriberCount()).toBe(0);
  });

  it("announces the owner's edits, removals and received items", async () => {
    const watcher = await listen();
    await watcher.waitFor(READY);
    const token = api.token(owner);
    const list = `/wishlists/${WISHLIST}/items`;
    const added = await api.call('POST', list, { token, body: { title: 'Live' } });
    const liveId = added.body.items.find((i: { title: string }) => i.title === 'Live').id;
    await api.call('PATCH', `${list}/${liveId}`, { token, body: { price: 12 } });
    await api.call('POST', `${list}/${liveId}/received`, { token });
    await watcher.waitFor(() => watcher.items().length === 3);
    expect(watcher.items()).toEqual([
      { item_id: liveId, change: 'updated' },
      { item_id: liveId, change: 'updated' },
      { item_id: liveId, change: 'removed' },
    ]);
  });

  it('lets go of a stream when its client goes away', async () => {
    const watchers = await Promise.all([listen(), listen(), listen()]);
    await Promise.all(watchers.map((w) => w.waitFor(READY)));
    expect(api.events.subscriberCount()).toBe(3);
    await watchers[0]!.close();
    await eventually(() => api.events.subscriberCount() === 2);
    await Promise.all(watchers.map((w) => w.close()));
    await eventually(() => api.events.subscriberCount() === 0);
  });
});

describe.each(BACKENDS)('live event limits on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { streamsPerIp: 2, streamPingMs: 50, writesPerMinute: 1 });
    await seedDemoData(api.db);
  });
  afterAll(() => api.close());

  it('caps the streams of one address, pings the open ones, and counts none as a write', async () => {
    const first = await openEventStream(api.base, 'demo');
    const second = await openEventStream(api.base, 'demo');
    const third = await openEventStream(api.base, 'demo');
    expect(third.response.status).toBe(429);
    expect(third.response.headers.get('retry-after')).toBe('30');
    await third.waitFor((text) => text.length > 0);
    expect(JSON.parse(third.text())).toMatchObject({
      status: 429,
      code: 'TOO_MANY_STREAMS',
      details: { retryAfter: 30 },
    });
    await first.waitFor((text) => text.includes('\n: ping\n\n'), 2000, 'keep-alive');

    // The one write this minute is still free.
    expect((await api.call('POST', `${itemPath(ITEM)}/claim`, { token: api.token(USERS.bob) })).status).toBe(200);

    await first.close();
    await eventually(() => api.events.subscriberCount() === 1);
    const again = await openEventStream(api.base, 'demo');
    expect(again.response.status).toBe(200);
    await Promise.all([second, third, again].map((s) => s.close()));
  });
});

describe('live events across two API instances on one PostgreSQL database', () => {
  let a: TestApi, b: TestApi;
  beforeAll(async () => {
    a = await startTestApi('postgres');
    await seedDemoData(a.db);
    b = await startTestApi('postgres', { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('delivers a claim made on one instance to a stream on the other within 2 s', async () => {
    const onB = await openEventStream(b.base, 'demo');
    await onB.waitFor(READY);
    const started = Date.now();
    expect((await a.call('POST', `${itemPath(ITEM)}/claim`, { token: a.token(USERS.bob) })).status).toBe(200);
    await onB.waitFor((text) => text.includes('"claimed"'), 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(onB.items()).toEqual([{ item_id: ITEM, change: 'claimed' }]);
    await onB.close();
    await eventually(() => b.events.subscriberCount() === 0);
  });

  it('ends open streams when the listening connection drops, and listens again', async () => {
    const onB = await openEventStream(b.base, 'demo');
    await onB.waitFor(READY);
    const admin = new pg.Client({ connectionString: b.databaseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
      );
      // Only B has had a stream, so only B listens.
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await eventually(() => onB.ended(), 2000);
    const again = await openEventStream(b.base, 'demo');
    await again.waitFor(READY, 5000);
    expect((await a.call('DELETE', `${itemPath(ITEM)}/claim`, { token: a.token(USERS.bob) })).status).toBe(200);
    await again.waitFor((text) => text.includes('"unclaimed"'), 2000);
    await again.close();
  });
});
