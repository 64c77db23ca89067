import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { IdentityDb, IdentitySchema } from '../db.ts';
import { CognitoError } from '../errors.ts';

/** What a mailed code is for: confirming a sign-up, or resetting a password. */
export type CodePurpose = IdentitySchema['identity.codes']['purpose'];

/**
 * Tries one code allows, from all addresses together; then it is burned and only a new code works. This, not a lock
 * on the account, is what stops guessing from many addresses: no stranger can lock the owner out of a new code.
 */
const CODE_TRIES = 5;

const CODE_LIFETIME_MS = { signup: 24 * 3600_000, reset: 3600_000 } as const;

/** The pool's mailed codes (identity.codes): one per user and purpose, with its expiry and the tries it has had. */
export function codeStore(db: IdentityDb) {
  return {
    /** A new six-digit code for the purpose; an older unused one stops working. */
    async issue(sub: string, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + CODE_LIFETIME_MS[purpose]);
      await db
        .insertInto('identity.codes')
        .values({ sub, purpose, code, expires_at: expiresAt, used_at: null })
        .onConflict((oc) =>
          oc.columns(['sub', 'purpose']).doUpdateSet({ code, expires_at: expiresAt, used_at: null, tries: 0 }),
        )
        .execute();
      return code;
    },

    /**
     * Consumes a code: CodeMismatchException when wrong, used or burned (CODE_TRIES tries), ExpiredCodeException
     * when too old. One statement counts the try, compares the code and marks a right one used, so that parallel
     * guesses cannot get past the limit and parallel right answers cannot use the code twice: PostgreSQL makes a
     * second UPDATE of the row wait for the first and then read it anew (used by then), and PGlite runs one at a time.
     */
    async consume(sub: string, purpose: CodePurpose, code: string) {
      const now = new Date();
      const row = await db
        .updateTable('identity.codes')
        .set({
          tries: sql`tries + 1`,
          used_at: sql<Date | null>`CASE WHEN code = ${code} AND expires_at >= ${now} THEN ${now}::timestamptz END`,
        })
        .where('sub', '=', sub)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('tries', '<', CODE_TRIES)
        .returning(['code', 'used_at'])
        .executeTakeFirst();
      if (!row || row.code !== code)
        throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      if (!row.used_at)
        throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    },
  };
}
