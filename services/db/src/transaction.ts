import type { Kysely, Transaction } from 'kysely';

/**
 * PostgreSQL's SQLSTATEs for a transaction it gave up on so that another could go through: a deadlock's victim
 * (40P01) and a serialization failure (40001). Nothing of it was written, and run again it normally succeeds.
 */
const CONFLICT_STATES = new Set(['40P01', '40001']);

/** Whether an error (or what it wraps) is a transaction PostgreSQL aborted in favour of another one. */
export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && CONFLICT_STATES.has(code)) return true;
  return isTransactionConflict(error.cause, depth + 1);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in a transaction, and again (up to `attempts` times in all, after a short random pause) when PostgreSQL
 * aborts it as a deadlock's victim or a serialization failure. For a transaction that touches many tables at once,
 * such as an account's deletion, whose locks can meet another transaction's in the opposite order; `work` must do
 * nothing outside the database that a second run would repeat.
 */
export async function transactionWithRetry<DB, T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await pause(20 * attempt + Math.random() * 50);
    }
  }
}
