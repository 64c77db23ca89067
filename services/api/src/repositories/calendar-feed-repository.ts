import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** 256 random bits, URL-safe: a calendar address nobody can guess. */
const newToken = () => randomBytes(32).toString('base64url');

/** Each user's private calendar address (at most one at a time). */
export function calendarFeedRepository(db: Kysely<Database>) {
  return {
    findOfUser(userId: string) {
      return db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** Whose calendar this token opens; undefined for one that was revoked or never existed. */
    async userOfToken(token: string): Promise<string | undefined> {
      const row = await db.selectFrom('calendar_feeds').select('user_id').where('token', '=', token).executeTakeFirst();
      return row?.user_id;
    },

    /** A new address for the user; the old one, if any, stops working at once. */
    renew(userId: string) {
      return db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token: newToken() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token: newToken(), created_at: new Date() }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async revoke(userId: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },
  };
}

export type CalendarFeedRepository = ReturnType<typeof calendarFeedRepository>;
