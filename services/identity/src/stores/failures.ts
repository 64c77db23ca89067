import { sql } from 'kysely';
import type { IdentityDb } from '../db.ts';
import { tooManyRequests } from '../errors.ts';

const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * The pool's counters (identity.failures): what was counted under a key (wrong passwords and codes, code sendings,
 * sign-up attempts) within the key's current window. Which keys and limits apply is throttles.ts's business.
 */
export function failureStore(db: IdentityDb) {
  return {
    /**
     * TooManyRequestsException, with the seconds until the window ends, once `max` failures (five unless told) are
     * counted under the key within the window. A key is always counted with the same window.
     */
    async throttle(key: string, max = MAX_FAILURES, windowMs = FAILURE_WINDOW_MS) {
      const row = await db.selectFrom('identity.failures').selectAll().where('key', '=', key).executeTakeFirst();
      const left = row ? row.window_start.getTime() + windowMs - Date.now() : 0;
      if (row && row.count >= max && left > 0) throw tooManyRequests(left / 1000);
    },

    /** The failures counted under the key within its current window (0 when there are none or the window ended). */
    async count(key: string, windowMs = FAILURE_WINDOW_MS) {
      const row = await db.selectFrom('identity.failures').selectAll().where('key', '=', key).executeTakeFirst();
      return row && row.window_start.getTime() + windowMs > Date.now() ? row.count : 0;
    },

    /** Counts one under the key: one upsert, so that parallel failures are all counted; an ended window starts anew. */
    async record(key: string, windowMs = FAILURE_WINDOW_MS) {
      const now = new Date();
      const windowStart = new Date(Date.now() - windowMs);
      await db
        .insertInto('identity.failures')
        .values({ key, count: 1, window_start: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`CASE WHEN identity.failures.window_start < ${windowStart} THEN 1 ELSE identity.failures.count + 1 END`,
            window_start: sql`CASE WHEN identity.failures.window_start < ${windowStart} THEN ${now} ELSE identity.failures.window_start END`,
          }),
        )
        .execute();
    },

    async clear(key: string) {
      await db.deleteFrom('identity.failures').where('key', '=', key).execute();
    },

    /** Forgets every failure counted under keys that start with the prefix. */
    async clearStartingWith(prefix: string) {
      await db
        .deleteFrom('identity.failures')
        .where(sql<boolean>`starts_with(key, ${prefix})`)
        .execute();
    },
  };
}

/** The counters of the throttles, as throttles.ts uses them. */
export type FailureStore = ReturnType<typeof failureStore>;
