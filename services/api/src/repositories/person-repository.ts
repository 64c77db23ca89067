import { sql, type Kysely, type Selectable } from 'kysely';
import type { PersonValues } from '@koester/contract/validation/people-rules';
import type { PersonTable } from '../db/people-schema.ts';
import type { Database } from '../db/schema.ts';

export type PersonRow = Selectable<PersonTable>;

/**
 * The answer of a create: the new person, the user's limit reached (what their plan holds), or the account deleted
 * while the request was on its way.
 */
type CreateResult = { person: PersonRow } | { limitReached: true } | { accountDeleted: true };

/** The people a user keeps (spec §3's Contact): each visible to that user only. */
export function personRepository(db: Kysely<Database>) {
  return {
    /** The user's people, oldest first (the page sorts them by what comes first): who they are, not all they hold. */
    listOwned(userId: string) {
      return db
        .selectFrom('people')
        .select(['id', 'name', 'email'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    count(userId: string) {
      return db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count));
    },

    /** The person if it is the user's; undefined for anyone else's, as for an unknown id. */
    findOwned(id: string, userId: string) {
      return db.selectFrom('people').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    /**
     * Adds a person unless the user already has `limit` (null: no limit). Two adds at once by one user are taken in
     * turn (a lock on the user for the transaction), so the limit holds however fast the clicks; so is an add and
     * the account's deletion (account-repository.ts), and an add that comes second finds the account gone.
     */
    create(userId: string, values: PersonValues, limit: number | null): Promise<CreateResult> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`people:${userId}`}))`.execute(trx);
        const deleted = await trx
          .selectFrom('session_revocations')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('revoked_before', '>=', new Date('9999-01-01T00:00:00Z'))
          .executeTakeFirst();
        if (deleted) return { accountDeleted: true as const };
        if (limit !== null) {
          const { count } = await trx
            .selectFrom('people')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(count) >= limit) return { limitReached: true as const };
        }
        const person = await trx
          .insertInto('people')
          .values({ user_id: userId, ...values })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { person };
      });
    },

    /** The person changed; undefined when they were removed a moment ago. */
    update(id: string, values: Partial<PersonValues>) {
      return db
        .updateTable('people')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Removes a person with their dates, reminders and gift ideas (the database cascades). */
    async delete(id: string): Promise<void> {
      await db.deleteFrom('people').where('id', '=', id).execute();
    },
  };
}

export type PersonRepository = ReturnType<typeof personRepository>;
