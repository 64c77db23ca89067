import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelHandlers } from '@koester/db/pg-listener';
import type { DatabaseHandle } from '../src/db/database.ts';
import { entityTag, feedbackListCache, matchesTag } from '../src/events/feedback-list-cache.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

/** A database whose change feed the test drives: it listens when told to, and announces what the test says. */
function fakeFeed() {
  let handlers: ChannelHandlers | undefined;
  let listening!: () => void;
  const listen = new Promise<void>((resolve) => (listening = resolve));
  const database = {
    listen: async (_channel: string, given: ChannelHandlers) => {
      handlers = given;
      await listen;
      return async () => {};
    },
  } as unknown as DatabaseHandle;
  return {
    database,
    listening: async () => {
      listening();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    announce: () => handlers!.payload(''),
    lose: () => handlers!.lost(),
    restore: () => handlers!.restored(),
  };
}

describe('the list cache', () => {
  it('keeps an answer only while the change feed is heard, and drops it at every change', async () => {
    const feed = fakeFeed();
    const cache = feedbackListCache(feed.database, (error) => {
      throw error;
    });
    let loads = 0;
    const load = async () => JSON.stringify({ items: [], n: ++loads });
    // Not yet listening: each request reads the database.
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(loads).toBe(2);

    await feed.listening();
    expect(cache.active()).toBe(true);
    const first = await cache.answer('k', load);
    expect(await cache.answer('k', load)).toEqual(first);
    expect(loads).toBe(3);
    expect(first.etag).toBe(entityTag(first.body));

    feed.announce();
    const second = await cache.answer('k', load);
    expect(loads).toBe(4);
    expect(second.etag).not.toBe(first.etag);

    // While the feed is lost nothing is kept; once restored, answers are kept again.
    feed.lose();
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(loads).toBe(6);
    feed.restore();
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(loads).toBe(7);

    cache.invalidate();
    await cache.answer('k', load);
    expect(loads).toBe(8);
    await cache.close();
  });

  it('makes one load for requests that arrive together, and keeps no answer made across a change', async () => {
    const feed = fakeFeed();
    const cache = feedbackListCache(feed.database, () => {});
    await cache.answer('warm', async () => '{}');
    await feed.listening();
    let loads = 0;
    const finishers: (() => void)[] = [];
    const slow = () => {
      loads += 1;
      const n = loads;
      return new Promise<string>((resolve) => finishers.push(() => resolve(`{"n":${n}}`)));
    };
    const together = [cache.answer('k', slow), cache.answer('k', slow), cache.answer('k', slow)];
    expect(loads).toBe(1);
    // A change while the load runs: the answer goes to those who asked, but is not kept, and later requests load anew.
    feed.announce();
    const later = cache.answer('k', slow);
    expect(loads).toBe(2);
    for (const finish of finishers) finish();
    expect((await Promise.all(together)).map((answer) => answer.body)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect((await later).body).toBe('{"n":2}');
    // What is kept is the load begun after the change, never the one made across it.
    expect((await cache.answer('k', async () => 'unused')).body).toBe('{"n":2}');
    await cache.close();
  });

  it('compares entity tags as RFC 9110 says (weakly, in lists, and *)', () => {
    const tag = entityTag('{"items":[]}');
    expect(tag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(matchesTag(tag, tag)).toBe(true);
    expect(matchesTag(tag.slice(2), tag)).toBe(true);
    expect(matchesTag(`W/"other", ${tag}`, tag)).toBe(true);
    expect(matchesTag('*', tag)).toBe(true);
    expect(matchesTag('W/"other"', tag)).toBe(false);
    expect(matchesTag(undefined, tag)).toBe(false);
  });
});

describe.each(BACKENDS)('the portal list over HTTP on %s', (backend) => {
  let api: TestApi;
  const ITEM = '5eed0000-0000-4000-8000-000000000201';
  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDemoData(api.db);
  });
  afterAll(() => api.close());

  const list = (headers: Record<string, string> = {}, token?: string) =>
    api.call('GET', '/feedback?limit=100', { headers, token });
  const upvotesOf = (body: { items: { id: string; upvotes: number }[] }) =>
    body.items.find((item) => item.id === ITEM)?.upvotes;

  it('tags a visitor’s answer, lets a shared cache keep it briefly, and answers 304 to its tag', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
    expect(first.headers.get('vary')).toMatch(/Authorization/);
    const again = await list({ 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    // Nothing that announces a body a 304 never has (a client would wait for it).
    expect(again.headers.get('content-length') ?? '0').toBe('0');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await list({ 'If-None-Match': 'W/"something-else"' })).status).toBe(200);
  });

  it('varies by origin as well as by caller, so that a shared cache keeps CORS intact', async () => {
    const answer = await list({ Origin: 'http://localhost:3000' });
    expect(answer.headers.get('vary')).toMatch(/Origin/);
    expect(answer.headers.get('vary')).toMatch(/Authorization/);
  });

  it('keeps its answers across reads of any kind (HEAD, OPTIONS), and drops them at a write', async () => {
    const invalidate = vi.spyOn(api.app.feedbackLists, 'invalidate');
    try {
      await fetch(`${api.base}/feedback?limit=100`, { method: 'HEAD' });
      await fetch(`${api.base}/feedback`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST' },
      });
      await list();
      expect(invalidate).not.toHaveBeenCalled();
      const token = api.token(USERS.alice);
      await api.call('POST', `/feedback/${ITEM}/vote`, { token, body: { upvote: false } });
      expect(invalidate).toHaveBeenCalledTimes(1);
      await api.call('POST', `/feedback/${ITEM}/vote`, { token, body: { upvote: false } });
    } finally {
      invalidate.mockRestore();
    }
  });

  it('counts every comment of a burst written at once', async () => {
    const countOf = async () =>
      ((await list()).body.items as { id: string; comment_count: number }[]).find((item) => item.id === ITEM)!
        .comment_count;
    const before = await countOf();
    const token = api.token(USERS.bob);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.call('POST', `/feedback/${ITEM}/comments`, { token, body: { content: `Comment number ${i} in a burst.` } }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await countOf()).toBe(before + 20);
  });

  it('keeps a signed-in viewer’s answer private, with their vote, and tags it too', async () => {
    const token = api.token(USERS.bob);
    expect((await api.call('POST', `/feedback/${ITEM}/vote`, { token, body: { upvote: true } })).status).toBe(200);
    const mine = await list({}, token);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.body.items.find((item: { id: string }) => item.id === ITEM).user_vote).toBe('upvote');
    expect((await list({ 'If-None-Match': mine.headers.get('etag')! }, token)).status).toBe(304);
    // The visitor's answer never carries anyone's vote.
    expect((await list()).body.items.every((item: { user_vote: unknown }) => item.user_vote === null)).toBe(true);
    await api.call('POST', `/feedback/${ITEM}/vote`, { token, body: { upvote: true } });
  });

  it('shows a change at once to visitors of the instance that made it', async () => {
    const before = await list();
    const token = api.token(USERS.alice);
    await api.call('POST', `/feedback/${ITEM}/vote`, { token, body: { upvote: true } });
    const after = await list({ 'If-None-Match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(upvotesOf(after.body)).toBe(upvotesOf(before.body)! + 1);
    // A comment changes the count shown in the list.
    const countOf = (body: { items: { id: string; comment_count: number }[] }) =>
      body.items.find((item) => item.id === ITEM)!.comment_count;
    await api.call('POST', `/feedback/${ITEM}/comments`, { token, body: { content: 'Same here, please.' } });
    expect(countOf((await list()).body)).toBe(countOf(after.body) + 1);
    await api.call('POST', `/feedback/${ITEM}/vote`, { token, body: { upvote: true } });
  });
});

describe('the portal list on two instances (PostgreSQL)', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    a = await startTestApi('postgres');
    await seedDemoData(a.db);
    b = await startTestApi('postgres', { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('drops the kept answer of one instance when the other changes the list', async () => {
    const ITEM = '5eed0000-0000-4000-8000-000000000202';
    const upvotes = async () =>
      ((await a.call('GET', '/feedback?limit=100')).body.items as { id: string; upvotes: number }[]).find(
        (item) => item.id === ITEM,
      )!.upvotes;
    // Fills A's cache (its feed opens with the first answer).
    const before = await upvotes();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await upvotes()).toBe(before);
    expect(
      (await b.call('POST', `/feedback/${ITEM}/vote`, { token: b.token(USERS.bob), body: { upvote: true } })).status,
    ).toBe(200);
    const until = Date.now() + 2000;
    let now = await upvotes();
    while (now === before && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      now = await upvotes();
    }
    expect(now).toBe(before + 1);
  });
});
