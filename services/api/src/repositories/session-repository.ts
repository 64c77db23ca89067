import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Per-user marks that void every session authenticated before them (sign out everywhere, a new password). */
export function sessionRepository(db: Kysely<Database>) {
  return {
    /**
     * Voids the user's sessions authenticated before `atSeconds` (whole seconds, as a token's auth_time), and
     * returns the mark now in force. A mark only moves forward: a late or repeated call never revives sessions an
     * earlier one voided.
     */
    async revokeBefore(userId: string, atSeconds: number): Promise<number> {
      const at = new Date(atSeconds * 1000);
      const row = await db
        .insertInto('session_revocations')
        .values({ user_id: userId, revoked_before: at })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ revoked_before: sql`greatest(session_revocations.revoked_before, ${at})` }),
        )
        .returning('revoked_before')
        .executeTakeFirstOrThrow();
      return Math.floor(row.revoked_before.getTime() / 1000);
    },

    /** The user's mark in whole seconds, or undefined when they never revoked. One primary-key read. */
    async revokedBefore(userId: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('session_revocations')
        .select('revoked_before')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && Math.floor(row.revoked_before.getTime() / 1000);
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
