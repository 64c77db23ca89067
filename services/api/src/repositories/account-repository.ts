import { sql, type Kysely, type Transaction } from 'kysely';
import { transactionWithRetry } from '@koester/db/transaction';
import type { Database } from '../db/schema.ts';

/**
 * What an anonymous item's author becomes when they delete their account: the item stays (others voted on it and
 * commented), and nothing on it leads back to anyone.
 */
export const DELETED_AUTHOR = 'deleted';

/** A revocation mark no token's auth_time reaches: every session of a deleted account is refused from now on. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

/** What deleting an account touched that others may be watching. */
interface DeletedAccount {
  /** The user's own lists: their open shared pages end. */
  wishlistIds: string[];
  /** Lists of other users on which the user's reservations were released: their pages update. */
  releasedOn: { wishlist_id: string; item_id: string }[];
  /** The revocation mark now in force (whole seconds): every session is before it. */
  revokedBefore: number;
}

/** Everything Koester keeps about one user, to hand it to them (export) or to remove it (delete). */
export function accountRepository(db: Kysely<Database>) {
  return {
    /** The user's data across every table, as plain rows (account-export.ts shapes the file). */
    async collect(userId: string) {
      const [profile, settings, optouts, feed, payments, people, dates, ideas] = await Promise.all([
        db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db.selectFrom('mail_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        db.selectFrom('mail_optouts').select(['kind', 'created_at']).where('user_id', '=', userId).execute(),
        db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst(),
        db.selectFrom('checkout_sessions').selectAll().where('user_id', '=', userId).execute(),
        db.selectFrom('people').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
        sql<{ person_id: string; id: string; lead_days: number[] } & Record<string, unknown>>`
          SELECT d.*, coalesce((SELECT array_agg(r.lead_days ORDER BY r.lead_days) FROM date_reminders r
                                WHERE r.date_id = d.id), '{}') AS lead_days
          FROM important_dates d JOIN people p ON p.id = d.person_id
          WHERE p.user_id = ${userId} ORDER BY d.created_at`.execute(db),
        db
          .selectFrom('gift_ideas as g')
          .innerJoin('people as p', 'p.id', 'g.person_id')
          .selectAll('g')
          .where('p.user_id', '=', userId)
          .orderBy('g.created_at')
          .execute(),
      ]);
      const [wishlists, items, links, reservations, feedback, comments, votes, deliveries, follows] = await Promise.all(
        [
          db.selectFrom('wishlists').selectAll().where('profile_id', '=', userId).orderBy('created_at').execute(),
          db
            .selectFrom('wishlist_items as i')
            .innerJoin('wishlists as w', 'w.id', 'i.wishlist_id')
            .selectAll('i')
            .where('w.profile_id', '=', userId)
            .orderBy('i.created_at')
            .execute(),
          db
            .selectFrom('wishlist_share_links as l')
            .innerJoin('wishlists as w', 'w.id', 'l.wishlist_id')
            .select(['l.wishlist_id', 'l.expires_at', 'l.revoked_at', 'l.created_at'])
            .where('w.profile_id', '=', userId)
            .execute(),
          db
            .selectFrom('wishlist_claims as c')
            .innerJoin('wishlist_items as i', 'i.id', 'c.item_id')
            .select(['i.title', 'c.purchased', 'c.created_at'])
            .where('c.user_id', '=', userId)
            .execute(),
          db.selectFrom('feedback').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
          db
            .selectFrom('feedback_comments')
            // Not the digest that told followers of it: a mark of the mail's, not the user's data.
            .select(['id', 'feedback_id', 'user_id', 'content', 'is_admin', 'created_at', 'merged_from', 'hide_author'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .execute(),
          db.selectFrom('feedback_votes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
          db
            .selectFrom('reminder_deliveries')
            .select(['date_id', 'lead_days', 'occurrence', 'status', 'sent_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('feedback_followers')
            .select(['feedback_id', 'following', 'created_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .execute(),
        ],
      );
      return {
        ...{ profile, settings, optouts, feed, payments, people, dates: dates.rows, ideas },
        ...{ wishlists, items, links, reservations, feedback, comments, votes, deliveries, follows },
      };
    },

    /**
     * Removes everything of the user's in one transaction (docs/decisions.md "Your data is yours"): their people and
     * everything under them, mail settings, calendar address, lists with their items and links, the reservations they
     * made (released), their named feedback, comments and votes, payments and profile. Their anonymous feedback stays,
     * its author replaced by DELETED_AUTHOR. Every session of theirs is refused from then on. `more` runs in the same
     * transaction (it queues the user-pool account's deletion). Run again if PostgreSQL picks it as a deadlock's victim:
     * it takes rows of many tables, and a comment digest taking the same item's rows in the other order can meet it.
     * So `more` may run more than once, and must write through `trx` only.
     */
    deleteAll(userId: string, more: (trx: Transaction<Database>) => Promise<void>): Promise<DeletedAccount> {
      return transactionWithRetry(db, async (trx) => {
        // In turn with a person being added at this moment (person-repository.ts takes the same lock).
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`people:${userId}`}))`.execute(trx);
        const released = await trx
          .deleteFrom('wishlist_claims as c')
          .using('wishlist_items as i')
          .whereRef('i.id', '=', 'c.item_id')
          .where('c.user_id', '=', userId)
          .returning(['i.wishlist_id', 'c.item_id'])
          .execute();
        const lists = await trx.deleteFrom('wishlists').where('profile_id', '=', userId).returning('id').execute();
        await trx.deleteFrom('people').where('user_id', '=', userId).execute();
        for (const table of [
          'mail_settings',
          'mail_optouts',
          'calendar_feeds',
          'reminder_deliveries',
          'feedback_followers',
          'portal_mails',
        ] as const) {
          await trx.deleteFrom(table).where('user_id', '=', userId).execute();
        }
        await trx.deleteFrom('feedback_votes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('feedback_comments').where('user_id', '=', userId).execute();
        await trx.deleteFrom('feedback').where('user_id', '=', userId).where('is_anonymous', '=', false).execute();
        await trx.updateTable('feedback').set({ user_id: DELETED_AUTHOR }).where('user_id', '=', userId).execute();
        await trx.deleteFrom('checkout_sessions').where('user_id', '=', userId).execute();
        await trx.deleteFrom('profiles').where('user_id', '=', userId).execute();
        await trx
          .insertInto('session_revocations')
          .values({ user_id: userId, revoked_before: END_OF_TIME })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ revoked_before: END_OF_TIME }))
          .execute();
        await more(trx);
        return {
          wishlistIds: lists.map((l) => l.id),
          releasedOn: released,
          revokedBefore: Math.floor(END_OF_TIME.getTime() / 1000),
        };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
