import { PassThrough } from 'node:stream';
import { z } from 'zod';
import type { ApiConfig } from '../../api-config.ts';
import { HttpError } from '../../errors.ts';
import { heldBytes, type OpenStreams } from '../../events/open-streams.ts';
import { at, withTimeout } from '../../events/stream-timers.ts';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import { errors } from '../../http/common-schemas.ts';
import { openShareLink } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { isRevoked, tokenRevoked, type RevocationMark } from '../../plugins/auth.ts';
import type { ShareLinkRepository } from '../../repositories/share-link-repository.ts';
import { eventStreamAnswer, shareTokenParams } from './schemas.ts';
import { coarse } from './views.ts';

/**
 * When the server stops or loses the database's feed, how long each stream's client is asked to wait before it
 * reconnects (SSE `retry:`).
 */
const RECONNECT_AFTER_CLOSE_MS = 2_000;

/** How long a client refused for too many streams is asked to wait. */
const STREAM_RETRY_SECONDS = 30;

/** How long a new stream waits for the database's notifications (the listener may be reconnecting): then 503. */
const SUBSCRIBE_TIMEOUT_MS = 5_000;

/** What reservations do: a list that hides them from signed-out visitors tells those visitors none of these. */
const RESERVATION_CHANGES = new Set(['claimed', 'unclaimed', 'purchased', 'unpurchased']);

/** One SSE message: an event name and its JSON data. */
const message = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** What the stream route works with, and its limits: streams per client address, pings, when a stream is dropped. */
export interface EventStreamNeeds {
  shareLinks: ShareLinkRepository;
  events: WishlistEvents;
  revokedBefore: RevocationMark;
  openStreams: OpenStreams;
  limits: Pick<ApiConfig, 'streamsPerIp' | 'streamPingMs' | 'streamHeldBytes' | 'streamStalledMs'>;
}

/**
 * Live changes of a shared wishlist, as server-sent events, for anyone with
 * the link (docs/decisions.md). The owner gets 204: reservations stay a
 * surprise, and nothing else is worth a stream to them. Streams are GETs, so
 * the write limit never counts them; a client address holds at most
 * `streamsPerIp` at once. A signed-in stream lasts no longer than its token
 * would be accepted: it ends at the token's expiry and when the user's
 * sessions are revoked (revokedBefore is the revocation mark the auth hook
 * checks).
 */
export function wishlistEventStream(
  app: RouteApp,
  { shareLinks, events, revokedBefore, openStreams: open, limits }: EventStreamNeeds,
): void {
  const openByIp = new Map<string, number>();
  // An open stream would hold the server's close forever: each ends, asking its client to come back in a moment
  // (to another instance, as this one is stopping).
  const goodbye = `retry: ${RECONNECT_AFTER_CLOSE_MS}\n\n`;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    for (const stream of open) if (!stream.writableEnded) stream.end(goodbye);
  });
  const count = (ip: string, by: number) => {
    const n = (openByIp.get(ip) ?? 0) + by;
    if (n > 0) openByIp.set(ip, n);
    else openByIp.delete(ip);
  };

  app.get(
    '/public/wishlists/:shareToken/events',
    {
      schema: {
        tags: ['wishlists'],
        summary: 'Live changes of a shared wishlist (server-sent events; 204 for the owner)',
        params: shareTokenParams,
        response: {
          200: eventStreamAnswer,
          204: z.null().meta({ description: 'The owner: nothing to stream' }),
          ...errors(401, 404, 410, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const link = await openShareLink(shareLinks, request.params.shareToken);
      if (request.user?.id === link.profile_id) return reply.status(204).send(null);
      if ((openByIp.get(request.ip) ?? 0) >= limits.streamsPerIp) {
        reply.header('Retry-After', String(STREAM_RETRY_SECONDS));
        throw new HttpError(429, 'TOO_MANY_STREAMS', 'Too many live streams are open. Close some and try again.', {
          retryAfter: STREAM_RETRY_SECONDS,
        });
      }
      const ip = request.ip;
      const { user } = request;
      const signedIn = user !== null;
      const hideReservations = !signedIn && link.hide_reservations_from_visitors;
      count(ip, 1);
      const stream = new PassThrough();
      open.add(stream);
      // A client that takes nothing (its socket full) does not make the server hold its changes without end: the
      // stream is dropped once it holds more than `heldBytes`, or has not been able to pass anything on for
      // `stalledMs`. The client, if it is still there, reconnects and refetches.
      let handedOver = false;
      let fullSince: number | undefined;
      reply.raw.on('drain', () => (fullSince = undefined));
      const tooSlow = () => {
        if (heldBytes(stream) === 0 && !reply.raw.writableNeedDrain) return void (fullSince = undefined);
        fullSince ??= Date.now();
        return heldBytes(stream) > limits.streamHeldBytes || Date.now() - fullSince > limits.streamStalledMs;
      };
      // Ends the stream (a revoke, an expiry, a lost feed), with a last text. A client that takes nothing would hold
      // even an ended stream open (its socket, its subscription): it is dropped after the stall limit.
      let endTimer: NodeJS.Timeout | undefined;
      const finish = (last?: string) => {
        if (stream.writableEnded || stream.destroyed) return;
        stream.end(last);
        endTimer = setTimeout(() => stream.destroy(), limits.streamStalledMs);
        endTimer.unref();
      };
      // Asked for while the server was already stopping: it ends at once, with the same hint.
      if (closing) finish(goodbye);
      // Ended, the stream takes no more text (writing after its end throws).
      const write = (text: string) => {
        if (stream.writableEnded || stream.destroyed) return;
        if (handedOver && tooSlow()) {
          request.log.info({ heldBytes: heldBytes(stream) }, 'event stream dropped: its client takes nothing');
          return void stream.destroy();
        }
        stream.write(text);
      };
      let stop = () => {};
      const ping = setInterval(() => write(': ping\n\n'), limits.streamPingMs);
      // An expired link keeps no stream open, however long ago it was opened; nor does an expired token.
      const ends = [link.expires_at?.getTime(), user && user.validUntil * 1000].filter(
        (t): t is number => typeof t === 'number',
      );
      const cancelExpiry = ends.length ? at(new Date(Math.min(...ends)), () => finish()) : () => {};
      // Fastify destroys the stream when the client goes away; that ends the subscription too.
      stream.once('close', () => {
        // A stream cut short (the client went away) leaves no half-open connection to hold the server's close;
        // one that never reached the reply leaves the reply to its error answer.
        if (handedOver && !reply.raw.writableFinished) reply.raw.destroy();
        clearInterval(ping);
        clearTimeout(endTimer);
        cancelExpiry();
        open.delete(stream);
        stop();
        count(ip, -1);
      });
      try {
        stop = await withTimeout(
          events.subscribe(link.id, {
            shareToken: request.params.shareToken,
            session: user ? { userId: user.id, authenticatedAt: user.authenticatedAt } : undefined,
            change: (change) => {
              if (hideReservations && RESERVATION_CHANGES.has(change.change)) return;
              // A signed-out listener (perhaps the owner on a device where they are not signed in) is not told
              // that something was bought: only that the item changed, which its refetch then shows without marks.
              write(message('item', signedIn ? change : coarse(change)));
            },
            // Changes may have been missed (the database went away): end the stream, asking the client to reconnect
            // in a moment and refetch.
            lost: () => finish(goodbye),
            // The link was revoked, the list deleted, or the session revoked (on any instance): its reconnection
            // gets 404 or 401.
            ended: () => finish(),
          }),
          SUBSCRIBE_TIMEOUT_MS,
        );
        // A revoke, delete or change of setting while the subscription was being set up was announced to no
        // stream: ask once more.
        const now = await openShareLink(shareLinks, request.params.shareToken);
        if (user && isRevoked(user, await revokedBefore(user.id))) throw tokenRevoked();
        // Opened under a setting that no longer holds: it ends at once, and the client reconnects under the new one.
        if (!signedIn && now.hide_reservations_from_visitors !== link.hide_reservations_from_visitors) finish();
      } catch (error) {
        stream.destroy();
        throw error;
      }
      write(message('ready', {}));
      handedOver = true;
      return (
        reply
          .header('Content-Type', 'text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .header('X-Accel-Buffering', 'no')
          // The schema describes the stream's text; Fastify pipes the stream itself, past any serializer.
          .send(stream as unknown as string)
      );
    },
  );
}
