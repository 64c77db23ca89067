import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../db/database.ts';

/** The channel on which the database announces every committed change to items, votes and comments (migration 007). */
const FEEDBACK_CHANNEL = 'feedback_changed';

/** Answers kept at most, and their text in all (UTF-16 code units); the oldest filled goes first. */
const MAX_ENTRIES = 200;
const MAX_TEXT = 8 * 1024 * 1024;

/** A list answer as sent: its JSON text and the tag that names it. */
export interface ListAnswer {
  body: string;
  etag: string;
}

/** A weak entity tag of a body: equal texts, equal tags, on every instance. */
export const entityTag = (body: string) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export interface FeedbackListCache {
  /**
   * The answer for a key: from memory when it is there, else made by `load` (one load per key at a time: requests
   * that ask meanwhile wait for it) and kept, unless a change was announced while it was made.
   */
  answer(key: string, load: () => Promise<string>): Promise<ListAnswer>;
  /** Forgets every answer: this instance just changed what the list shows (other instances hear it by NOTIFY). */
  invalidate(): void;
  /** Whether answers are kept now: only while the change feed is heard. */
  active(): boolean;
  close(): Promise<void>;
}

/**
 * Anonymous list answers kept in memory, dropped whenever the database announces a change (NOTIFY at commit, so
 * every instance behind the load balancer hears it) or this instance makes one. Nothing is kept while the feed is not
 * heard (before it listens, and from a lost connection until it listens again): a missed announcement must not leave
 * an old answer in place. The feed is opened by the first answer asked for.
 */
export function feedbackListCache(database: DatabaseHandle, onError: (error: unknown) => void): FeedbackListCache {
  const answers = new Map<string, ListAnswer>();
  let kept = 0;
  const loading = new Map<string, Promise<ListAnswer>>();
  // Bumped by every change: an answer made across a change is not kept.
  let generation = 0;
  let heard = false;
  let stop: (() => Promise<void>) | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;

  const invalidate = () => {
    generation += 1;
    answers.clear();
    kept = 0;
    // A load under way may have read the data from before: later requests start their own.
    loading.clear();
  };
  const connect = () => {
    connecting ??= database
      .listen(FEEDBACK_CHANNEL, {
        payload: invalidate,
        lost: () => {
          heard = false;
          invalidate();
        },
        restored: () => {
          invalidate();
          heard = true;
        },
      })
      .then(
        async (stopListening) => {
          if (closed) return void (await stopListening());
          stop = stopListening;
          invalidate();
          heard = true;
        },
        (error: unknown) => {
          // Asked again by the next answer.
          connecting = undefined;
          onError(error);
        },
      );
  };

  const make = async (key: string, load: () => Promise<string>) => {
    const since = generation;
    const body = await load();
    const made = { body, etag: entityTag(body) };
    if (heard && since === generation && body.length <= MAX_TEXT) {
      const previous = answers.get(key);
      if (previous) {
        answers.delete(key);
        kept -= previous.body.length;
      }
      while (answers.size > 0 && (answers.size >= MAX_ENTRIES || kept + body.length > MAX_TEXT)) {
        const [oldest, answer] = answers.entries().next().value!;
        answers.delete(oldest);
        kept -= answer.body.length;
      }
      answers.set(key, made);
      kept += body.length;
    }
    return made;
  };

  return {
    async answer(key, load) {
      if (!closed) connect();
      const kept = answers.get(key);
      if (kept) return kept;
      if (!heard) return make(key, load);
      const pending = loading.get(key);
      if (pending) return pending;
      const made: Promise<ListAnswer> = make(key, load).finally(() => {
        if (loading.get(key) === made) loading.delete(key);
      });
      loading.set(key, made);
      return made;
    },
    invalidate,
    active: () => heard,
    async close() {
      closed = true;
      heard = false;
      invalidate();
      await connecting;
      await stop?.();
    },
  };
}
