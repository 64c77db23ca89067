import net from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { eventually, openEventStream } from './support/event-stream.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const ITEM = '5eed0000-0000-4000-8000-000000000101';
const READY = (text: string) => text.startsWith('event: ready\n');

/**
 * A client that asks for the demo list's stream, reads its answer's first bytes and then reads nothing more: its
 * socket stops taking data, as a stalled phone or a hostile client's would.
 */
async function silentClient(base: string) {
  const url = new URL(`${base}/public/wishlists/demo/events`);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
  const head = await new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(chunk.toString())));
  socket.pause();
  socket.on('error', () => {});
  return { head, destroy: () => socket.destroy() };
}

/** What the open streams hold for clients that have not taken it, as the metrics report it. */
async function heldBytes(api: TestApi): Promise<number> {
  const gauge = api.app.metrics!.registry.getSingleMetric('koester_event_streams_held_bytes')!;
  return (await gauge.get()).values[0]!.value;
}

/**
 * Announces `n` changes of an item in one statement, each as its own notification (their `sent_at` differ, so the
 * database does not fold them into one), as fast as the instance can fan them out.
 */
async function flood(api: TestApi, wishlistId: string, n: number) {
  await sql`select pg_notify('wishlist_events', json_build_object('wishlist_id', ${wishlistId}::text, 'item_id', ${ITEM}::text, 'change', 'updated', 'sent_at', n)::text) from generate_series(1, ${n}::int) as n`.execute(
    api.db,
  );
  // The embedded database hands its notifications over in a later turn of the event loop: let them through.
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Waits until the server holds `n` connections: a dropped stream's is closed by the server itself. */
async function connectionsBecome(api: TestApi, n: number) {
  const count = () =>
    new Promise<number>((resolve, reject) =>
      api.app.server.getConnections((error, open) => (error ? reject(error) : resolve(open))),
    );
  const until = Date.now() + 5000;
  while ((await count()) !== n) {
    if (Date.now() > until) throw new Error(`the server still holds ${await count()} connections, not ${n}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function demoListId(api: TestApi): Promise<string> {
  const link = await api.db
    .selectFrom('wishlist_share_links')
    .select('wishlist_id')
    .where('token', '=', 'demo')
    .executeTakeFirstOrThrow();
  return link.wishlist_id;
}

let api: TestApi;

/**
 * The API with stream limits of the test's choosing and its metrics on, the demo data in, and a silent client on the
 * demo list's stream: the list's id and the client.
 */
async function withSilentClient(limits: { streamHeldBytes: number; streamStalledMs: number }) {
  api = await startTestApi('pglite', { metricsPort: 0, ...limits });
  await seedDemoData(api.db);
  const wishlistId = await demoListId(api);
  const silent = await silentClient(api.base);
  return { wishlistId, silent };
}

describe('a client that reads nothing from its event stream', () => {
  afterEach(() => api.close());

  it('is dropped once its stream holds more than the limit; the server never holds much more, and others hear on', async () => {
    const limit = 64 * 1024;
    api = await startTestApi('pglite', { metricsPort: 0, streamHeldBytes: limit, streamStalledMs: 600_000 });
    await seedDemoData(api.db);
    const wishlistId = await demoListId(api);
    const reader = await openEventStream(api.base, 'demo');
    await reader.waitFor(READY);
    const silent = await silentClient(api.base);
    expect(silent.head).toMatch(/^HTTP\/1\.1 200/);
    await eventually(() => api.events.subscriberCount() === 2);

    // Changes come fast (about 10,000 a second), until the silent client's stream is dropped: first the kernel's
    // socket buffers fill (they grow to a few MB), then the stream itself holds text.
    let published = 0;
    let mostHeld = 0;
    const started = Date.now();
    while (api.events.subscriberCount() === 2 && published < 800_000) {
      await flood(api, wishlistId, 200);
      published += 200;
      mostHeld = Math.max(mostHeld, await heldBytes(api));
    }
    const tookMs = Date.now() - started;
    const { length } = `event: item\ndata: ${JSON.stringify({ item_id: ITEM, change: 'updated' })}\n\n`;
    process.stdout.write(
      `slow client: dropped after ${published} changes (${Math.round((published * length) / 1024)} KiB sent to it) in ` +
        `${tookMs} ms; the server held at most ${Math.round(mostHeld / 1024)} KiB for it (limit ${limit / 1024} KiB)\n`,
    );
    expect(api.events.subscriberCount(), 'the silent stream is dropped').toBe(1);
    // At most the limit and the one message written past it, over all streams (the reader's holds next to nothing).
    expect(mostHeld).toBeLessThanOrEqual(limit + 2 * length);
    expect(await heldBytes(api)).toBe(0);
    await connectionsBecome(api, 1);

    // The reader heard every change and is still open.
    await eventually(() => reader.items().length === published, 10_000);
    await api.events.publish({ wishlist_id: wishlistId, item_id: ITEM, change: 'claimed' });
    await reader.waitFor((text) => text.includes('"claimed"'));
    expect(reader.ended()).toBe(false);
    await reader.close();
    silent.destroy();
  }, 90_000);

  it('is dropped once its socket has taken nothing for the stall limit, well below the size limit', async () => {
    const stalledMs = 3_000;
    const { wishlistId, silent } = await withSilentClient({
      streamHeldBytes: 64 * 1024 * 1024,
      streamStalledMs: stalledMs,
    });
    const connectedAt = Date.now();
    await eventually(() => api.events.subscriberCount() === 1);

    // Fill the socket: past what the kernel's buffers take (they grow to a few MB), the stream holds text.
    const { length } = `event: item\ndata: ${JSON.stringify({ item_id: ITEM, change: 'updated' })}\n\n`;
    let sent = 0;
    while ((await heldBytes(api)) === 0 && sent < 64 * 1024 * 1024) {
      await flood(api, wishlistId, 4000);
      sent += 4000 * length;
    }
    expect(await heldBytes(api)).toBeGreaterThan(0);
    // Then a change now and then: each finds the socket still full, until the stall limit is passed.
    const trickleAt = Date.now();
    let mostHeld = 0;
    while (api.events.subscriberCount() === 1 && Date.now() - trickleAt < 20_000) {
      mostHeld = Math.max(mostHeld, await heldBytes(api));
      await flood(api, wishlistId, 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const droppedAfter = Date.now() - trickleAt;
    process.stdout.write(
      `stalled client: dropped ${droppedAfter} ms into the trickle, holding ${Math.round(mostHeld / 1024)} KiB ` +
        `(stall limit ${stalledMs} ms)\n`,
    );
    expect(api.events.subscriberCount()).toBe(0);
    // Dropped for stalling: the size limit was nowhere near.
    expect(mostHeld).toBeLessThan(16 * 1024 * 1024);
    expect(droppedAfter).toBeLessThanOrEqual(stalledMs + 5_000);
    // Not before the stall limit: the socket cannot have been full before the client connected.
    expect(Date.now() - connectedAt).toBeGreaterThanOrEqual(stalledMs);
    await connectionsBecome(api, 0);
    silent.destroy();
  }, 90_000);
  it('is dropped after the stall limit once its stream has ended, though its socket never takes the last text', async () => {
    const stalledMs = 2_000;
    const { wishlistId, silent } = await withSilentClient({
      streamHeldBytes: 64 * 1024 * 1024,
      streamStalledMs: stalledMs,
    });
    await eventually(() => api.events.subscriberCount() === 1);
    // Full, and more besides: the stream holds text the socket does not take.
    for (let i = 0; i < 800 && (await heldBytes(api)) === 0; i++) await flood(api, wishlistId, 4000);
    expect(await heldBytes(api)).toBeGreaterThan(0);
    // The list's streams end (as when it is deleted): the last text cannot go out either.
    await api.events.endStreams({ wishlist_id: wishlistId });
    await new Promise((resolve) => setTimeout(resolve, stalledMs / 2));
    expect(api.events.subscriberCount(), 'still waiting for its client').toBe(1);
    await eventually(() => api.events.subscriberCount() === 0, stalledMs + 5_000);
    await connectionsBecome(api, 0);
    silent.destroy();
  }, 90_000);
});
