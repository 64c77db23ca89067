import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, openEventStream, type EventStream } from './support/event-stream.ts';
import { BACKENDS, startTestApi, type TestApi } from './support/test-api.ts';

const owner = { sub: 'user-owner', email: 'owner@example.test', name: 'Olga' };
const READY = (text: string) => text.startsWith('event: ready\n');

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
  const listen = async (base: string, link: string) => {
    const stream = await openEventStream(base, link);
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
    await list.edit();
    await other.waitFor(() => other.items().length === 1);
    expect(doomed.items()).toEqual([]);
    expect(other.ended()).toBe(false);
    // Reconnecting finds the link gone.
    expect((await api.call('GET', `/public/wishlists/${revokedLink}/events`)).status).toBe(404);
  });

  it('ends every stream of a deleted list', async () => {
    const list = await sharedList(api, [null, null]);
    const watching = await Promise.all(list.links.map((link) => listen(api.base, link)));
    expect((await api.call('DELETE', `/wishlists/${list.id}`, { token: list.token })).status).toBe(204);
    await eventually(() => watching.every((stream) => stream.ended()), 2000);
    expect(watching.flatMap((stream) => stream.items())).toEqual([]);
  });

  it('ends a stream when its link expires', async () => {
    const expiresAt = new Date(Date.now() + 4000);
    const list = await sharedList(api, [expiresAt, null]);
    const expiring = await listen(api.base, list.links[0]!);
    const lasting = await listen(api.base, list.links[1]!);
    // setTimeout never fires early: still open shortly before the expiry, however busy the machine.
    const early = expiresAt.getTime() - Date.now() - 300;
    if (early > 0) {
      await new Promise((resolve) => setTimeout(resolve, early));
      expect(expiring.ended()).toBe(false);
    }
    await eventually(() => expiring.ended(), 3300);
    await list.edit();
    await lasting.waitFor(() => lasting.items().length === 1);
    expect(expiring.items()).toEqual([]);
    expect((await api.call('GET', `/public/wishlists/${list.links[0]}/events`)).status).toBe(410);
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
});
