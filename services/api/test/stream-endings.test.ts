import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openEventStream, type EventStream } from './support/event-stream.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const owner = { sub: 'user-owner', email: 'owner@example.test', name: 'Olga' };
const READY = (text: string) => text.startsWith('event: ready\n');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Waits for the stream to end, which must not happen before `at` (ms): a check may run late on a busy machine, never
 * early, so an end seen before `at` is an early end whenever it is seen. Generous afterwards: load delays timers.
 */
async function endsAt(stream: EventStream, at: number, laterMs = 5000) {
  for (;;) {
    const ended = stream.ended();
    const seenAt = Date.now();
    // Node's timers may fire a millisecond before the wall clock says so.
    if (ended) return expect(seenAt, 'the stream ended early').toBeGreaterThanOrEqual(at - 5);
    if (seenAt > at + laterMs) throw new Error(`the stream was still open ${laterMs} ms after ${new Date(at)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * How many item events each stream has heard so far. What a test awaits is one more than this: on PostgreSQL the
 * notice of the list's own setup (its item was added just before the streams opened) can arrive after they opened.
 */
const counts = (...streams: EventStream[]) => streams.map((stream) => stream.items().length);

/** A list of the owner with one item and share links (expiring at the given times, or never). */
async function sharedList(api: TestApi, expiries: (Date | null)[]) {
  const token = api.token(owner);
  const list = (await api.call('POST', '/wishlists', { token, body: { name: 'Party' } })).body;
  const added = await api.call('POST', `/wishlists/${list.id}/items`, { token, body: { title: 'Cake' } });
  const links: string[] = [];
  for (const expiry of expiries) {
    const link = await api.call('POST', `/wishlists/${list.id}/share-links`, {
      token,
      body: { expires_at: expiry?.toISOString() ?? null },
    });
    links.push(link.body.token);
  }
  const edit = () =>
    api.call('PATCH', `/wishlists/${list.id}/items/${added.body.items[0].id}`, { token, body: { price: 10 } });
  return { id: list.id as string, links, token, edit };
}

describe.each(BACKENDS)('streams of links that end on %s', (backend) => {
  let api: TestApi;
  const streams: EventStream[] = [];
  const listen = async (base: string, link: string, token?: string) => {
    const stream = await openEventStream(base, link, token ? bearer(token) : {});
    streams.push(stream);
    await stream.waitFor(READY);
    return stream;
  };

  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterEach(async () => {
    await Promise.all(streams.splice(0).map((s) => s.close()));
    await eventually(() => api.events.subscriberCount() === 0);
  });
  afterAll(() => api.close());

  it('ends the streams of a revoked link at once, and only those', async () => {
    const list = await sharedList(api, [null, null]);
    const [revokedLink, otherLink] = list.links as [string, string];
    const doomed = await listen(api.base, revokedLink);
    const other = await listen(api.base, otherLink);
    const revoke = await api.call('DELETE', `/wishlists/${list.id}/share-links/${revokedLink}`, { token: list.token });
    expect(revoke.status).toBe(200);
    await eventually(() => doomed.ended(), 2000);
    const seen = counts(doomed, other);
    await list.edit();
    await other.waitFor(() => other.items().length > seen[1]!);
    expect(doomed.items().length).toBe(seen[0]);
    expect(other.ended()).toBe(false);
    // Reconnecting finds the link gone.
    expect((await api.call('GET', `/public/wishlists/${revokedLink}/events`)).status).toBe(404);
  });

  it('ends every stream of a deleted list', async () => {
    const list = await sharedList(api, [null, null]);
    const watching = await Promise.all(list.links.map((link) => listen(api.base, link)));
    expect((await api.call('DELETE', `/wishlists/${list.id}`, { token: list.token })).status).toBe(204);
    await eventually(() => watching.every((stream) => stream.ended()), 2000);
    for (const link of list.links) expect((await api.call('GET', `/public/wishlists/${link}/events`)).status).toBe(404);
  });

  it('ends a stream when its link expires', async () => {
    const expiresAt = new Date(Date.now() + 4000);
    const list = await sharedList(api, [expiresAt, null]);
    const expiring = await listen(api.base, list.links[0]!);
    const lasting = await listen(api.base, list.links[1]!);
    await endsAt(expiring, expiresAt.getTime());
    const seen = counts(expiring, lasting);
    await list.edit();
    await lasting.waitFor(() => lasting.items().length > seen[1]!);
    expect(expiring.items().length).toBe(seen[0]);
    expect((await api.call('GET', `/public/wishlists/${list.links[0]}/events`)).status).toBe(410);
  });

  it('ends a signed-in stream when its token expires; a signed-out one on the same link stays', async () => {
    const list = await sharedList(api, [null]);
    const exp = nowSeconds() + 3;
    const signedIn = await listen(api.base, list.links[0]!, api.tokens.idToken(USERS.alice, { exp }));
    const signedOut = await listen(api.base, list.links[0]!);
    await endsAt(signedIn, exp * 1000);
    const seen = counts(signedIn, signedOut);
    await list.edit();
    await signedOut.waitFor(() => signedOut.items().length > seen[1]!);
    expect(signedIn.items().length).toBe(seen[0]);
  });

  it('ends the streams of the sessions POST /sessions/revoke voids, and only those', async () => {
    const list = await sharedList(api, [null]);
    const link = list.links[0]!;
    const user = { ...USERS.alice, sub: 'user-streamer' };
    const t = nowSeconds();
    const older = api.tokens.idToken(user, { auth_time: t - 300, iat: t - 30 });
    const current = api.tokens.idToken(user, { auth_time: t - 20, iat: t - 20 });
    const voided = await listen(api.base, link, older);
    const kept = await listen(api.base, link, current);
    const others = [await listen(api.base, link, api.token(USERS.bob)), await listen(api.base, link)];

    const keep = { token: current, body: { keep_current_session: true } };
    expect((await api.call('POST', '/sessions/revoke', keep)).status).toBe(204);
    await eventually(() => voided.ended(), 2000);
    const voidedSaw = voided.items().length;
    let seen = counts(kept, ...others);
    await list.edit();
    for (const [index, stream] of [kept, ...others].entries())
      await stream.waitFor(() => stream.items().length > seen[index]!);
    expect(kept.ended()).toBe(false);

    // Without keep_current_session, the caller's own session goes too; nobody else's.
    expect((await api.call('POST', '/sessions/revoke', { token: current })).status).toBe(204);
    await eventually(() => kept.ended(), 2000);
    seen = counts(...others);
    await list.edit();
    for (const [index, stream] of others.entries()) await stream.waitFor(() => stream.items().length > seen[index]!);
    expect(others.some((stream) => stream.ended())).toBe(false);
    expect(voided.items().length).toBe(voidedSaw);
  });

  it('refuses a stream whose session is revoked while the stream is set up', async () => {
    const list = await sharedList(api, [null]);
    const user = { ...USERS.alice, sub: 'user-racer' };
    const token = api.tokens.idToken(user, { auth_time: nowSeconds() - 60 });
    const subscribe = api.events.subscribe;
    // The revoke lands between the token check and the subscription: its notice reaches no stream.
    api.events.subscribe = async (...args) => {
      api.events.subscribe = subscribe;
      expect((await api.call('POST', '/sessions/revoke', { token })).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return subscribe(...args);
    };
    try {
      const stream = await openEventStream(api.base, list.links[0]!, bearer(token));
      streams.push(stream);
      expect(stream.response.status).toBe(401);
    } finally {
      api.events.subscribe = subscribe;
    }
  });
});

describe('ending streams across two API instances on one PostgreSQL database', () => {
  let a: TestApi, b: TestApi;
  beforeAll(async () => {
    a = await startTestApi('postgres');
    b = await startTestApi('postgres', { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('ends a stream on one instance when the link is revoked on the other', async () => {
    const list = await sharedList(a, [null]);
    const onB = await openEventStream(b.base, list.links[0]!);
    try {
      await onB.waitFor(READY);
      expect(
        (await a.call('DELETE', `/wishlists/${list.id}/share-links/${list.links[0]}`, { token: list.token })).status,
      ).toBe(200);
      await eventually(() => onB.ended(), 2000);
      await eventually(() => b.events.subscriberCount() === 0);
    } finally {
      await onB.close();
    }
  });

  it("ends a user's stream on one instance when their sessions are revoked on the other", async () => {
    const list = await sharedList(a, [null]);
    const t = nowSeconds() - 30;
    const user = { ...USERS.alice, sub: 'user-two-instances' };
    // Both instances trust the same issuer's keys in production; here each test API has its own.
    const onB = await openEventStream(b.base, list.links[0]!, bearer(b.tokens.idToken(user, { auth_time: t })));
    const bobOnB = await openEventStream(b.base, list.links[0]!, bearer(b.token(USERS.bob)));
    try {
      await onB.waitFor(READY);
      await bobOnB.waitFor(READY);
      expect((await a.call('POST', '/sessions/revoke', { token: a.tokens.idToken(user) })).status).toBe(204);
      await eventually(() => onB.ended(), 2000);
      const [bobSaw] = counts(bobOnB);
      await list.edit();
      await bobOnB.waitFor(() => bobOnB.items().length > bobSaw!);
    } finally {
      await onB.close();
      await bobOnB.close();
    }
  });
});
