import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';

/** The NOTIFY channel every API instance on the database listens on. */
const WISHLIST_CHANNEL = 'wishlist_events';

export const CHANGES = ['claimed', 'unclaimed', 'purchased', 'unpurchased', 'updated', 'removed'] as const;
export type Change = (typeof CHANGES)[number];

/** What happened to an item: ids and a word, never who did it. */
export interface WishlistChange {
  wishlist_id: string;
  item_id: string;
  change: Change;
}

/**
 * An end of a list's streams: the link they were opened with was revoked (share_token), or the whole list's streams
 * must go (the list was deleted, or what signed-out visitors may see changed).
 */
export interface StreamsEnd {
  wishlist_id: string;
  share_token?: string;
}

/** An end of a user's streams whose session a revocation mark voids (POST /sessions/revoke): on every instance. */
export interface SessionsEnd {
  user_id: string;
  /** The mark in force, in whole seconds: streams of sessions authenticated before it end. */
  revoked_before: number;
}

/**
 * An open stream's ears: each change of its list, the loss of the feed (changes may have been missed), and the end
 * of the link it was opened with (or of the whole list).
 */
export interface WishlistListener {
  /** The share link the stream was opened with. */
  shareToken: string;
  /** The signed-in listener's session (user id and auth time, in seconds); none for a signed-out listener. */
  session?: { userId: string; authenticatedAt: number };
  change(change: Omit<WishlistChange, 'wishlist_id'>): void;
  lost(): void;
  ended(): void;
}

export interface WishlistEvents {
  /** Announces a change to every instance (NOTIFY); a failure is logged, as the write itself stands. */
  publish(change: WishlistChange): Promise<void>;
  /** Ends the matching streams on every instance (NOTIFY on the same channel); a failure is logged. */
  endStreams(end: StreamsEnd): Promise<void>;
  /** Ends the streams of the user's voided sessions on every instance (NOTIFY on the same channel); a failure is logged. */
  endSessions(end: SessionsEnd): Promise<void>;
  /** Listens to one list's changes; resolves once the feed is live, to the function that stops listening. */
  subscribe(wishlistId: string, listener: WishlistListener): Promise<() => void>;
  /** Opens the feed now rather than with the first subscriber (the server does, so readiness means something). */
  connect(): Promise<void>;
  /** False while the feed's connection is lost and being restored (changes may be missed meanwhile). */
  feedUp(): boolean;
  /** Open subscriptions in this instance. */
  subscriberCount(): number;
  close(): Promise<void>;
}

const isEnd = (value: unknown): value is StreamsEnd & { end: true } => {
  const e = value as Partial<StreamsEnd & { end: unknown }> | null;
  return (
    e?.end === true &&
    typeof e.wishlist_id === 'string' &&
    (e.share_token === undefined || typeof e.share_token === 'string')
  );
};

const isSessionsEnd = (value: unknown): value is SessionsEnd & { sessions_end: true } => {
  const e = value as Partial<SessionsEnd & { sessions_end: unknown }> | null;
  return e?.sessions_end === true && typeof e.user_id === 'string' && typeof e.revoked_before === 'number';
};

const isChange = (value: unknown): value is WishlistChange => {
  const c = value as Partial<WishlistChange> | null;
  return (
    typeof c?.wishlist_id === 'string' &&
    typeof c.item_id === 'string' &&
    (CHANGES as readonly string[]).includes(c.change ?? '')
  );
};

/**
 * Live wishlist changes across API instances: each change is a NOTIFY on
 * the database, and each instance holds one LISTEN (opened with the first
 * subscriber) that it fans out in-process to the streams of that list. The
 * end of a link or list, and of a user's sessions, travels the same way, so a
 * revoke on one instance closes the streams every instance holds.
 */
export function wishlistEvents(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
  /** Told, for each change delivered to this instance's streams, how long after its NOTIFY it reached them. */
  onFanout?: (delayMs: number) => void,
): WishlistEvents {
  const byList = new Map<string, Set<WishlistListener>>();
  let up = true;
  let listening: Promise<() => Promise<void>> | undefined;
  // Settled while the feed is up; pending from a lost connection until it listens again.
  let live: Promise<void> = Promise.resolve();
  let restoredNow = () => {};

  const deliver = (payload: string) => {
    let change: unknown;
    try {
      change = JSON.parse(payload);
    } catch {
      return;
    }
    if (isEnd(change)) {
      for (const listener of byList.get(change.wishlist_id) ?? []) {
        if (change.share_token === undefined || listener.shareToken === change.share_token) listener.ended();
      }
      return;
    }
    if (isSessionsEnd(change)) {
      // Streams are kept by list, not by user: a revocation is rare, so it looks through them all.
      for (const listeners of byList.values()) {
        for (const listener of listeners) {
          const { session } = listener;
          if (session?.userId === change.user_id && session.authenticatedAt < change.revoked_before) listener.ended();
        }
      }
      return;
    }
    if (!isChange(change)) return;
    const listeners = byList.get(change.wishlist_id);
    if (!listeners?.size) return;
    for (const listener of listeners) listener.change({ item_id: change.item_id, change: change.change });
    const sentAt = (change as { sent_at?: unknown }).sent_at;
    if (typeof sentAt === 'number') onFanout?.(Date.now() - sentAt);
  };
  const lost = () => {
    up = false;
    live = new Promise((resolve) => (restoredNow = resolve));
    for (const listeners of byList.values()) for (const listener of listeners) listener.lost();
  };
  const listen = () => {
    listening ??= database
      .listen(WISHLIST_CHANNEL, {
        payload: deliver,
        lost,
        restored: () => {
          up = true;
          restoredNow();
        },
      })
      .catch((error: unknown) => {
        listening = undefined;
        throw error;
      });
    return listening;
  };

  const notify = async (message: object) => {
    try {
      await sql`select pg_notify(${WISHLIST_CHANNEL}, ${JSON.stringify(message)})`.execute(database.db);
    } catch (error) {
      onError(error);
    }
  };

  return {
    publish: (change) => notify({ ...change, sent_at: Date.now() }),
    endStreams: (end) => notify({ ...end, end: true }),
    endSessions: (end) => notify({ ...end, sessions_end: true }),
    async subscribe(wishlistId, listener) {
      await listen();
      await live;
      const listeners = byList.get(wishlistId) ?? new Set();
      byList.set(wishlistId, listeners.add(listener));
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && byList.get(wishlistId) === listeners) byList.delete(wishlistId);
      };
    },
    connect: async () => void (await listen()),
    feedUp: () => up,
    subscriberCount: () => [...byList.values()].reduce((sum, listeners) => sum + listeners.size, 0),
    async close() {
      byList.clear();
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}
