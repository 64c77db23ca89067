import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Per-user marks that void every id token issued before them (sign out everywhere, a new password). */
export function sessionRepository(db: Kysely<Database>) {
  return {
    /**
     * Voids the user's tokens issued before `atSeconds` (whole seconds, as a token's iat). A mark only moves
     * forward: a late or repeated call never revives tokens an earlier one voided.
     */
    async revokeBefore(userId: string, atSeconds: number): Promise<void> {
      const at = new Date(atSeconds * 1000);
      await db
        .insertInto('session_revocations')
        .values({ user_id: userId, revoked_before: at })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ revoked_before: sql`greatest(session_revocations.revoked_before, ${at})` }),
        )
        .execute();
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
