import { sql, type Kysely, type Transaction } from 'kysely';
import type { PortalMailKind } from '../db/feedback-loop-schema.ts';
import type { Database } from '../db/schema.ts';
import { QUEUES, type JobQueue } from '../jobs/job-queue.ts';

/** What a fan-out job carries: what happened to which item, and who did it (they are not told). */
export interface FanOutJob {
  kind: PortalMailKind;
  /** The status change, or the digest. */
  sourceId: string;
  feedbackId: string;
  actorIds: string[];
}

/**
 * Portal mail's turn: one fan-out at a time, so that each starts after the mails already planned (two status changes
 * at once would otherwise each send at the full rate in the same seconds). Held to the end of the transaction. Take
 * it before the transaction locks any row: a digest that had written its row (which locks its item's row against
 * changes to the key) and then waited here could close a circle with a merge that locks that item and a fan-out that
 * waits for the merge.
 */
export async function takePortalMailTurn(trx: Transaction<Database>): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('portal-fan-out'))`.execute(trx);
}

/**
 * Turns one event into one queued mail per follower: every follower who still follows, has not stopped portal mail
 * and did not make the change gets a row (unique per event and follower, so a retried fan-out adds nothing) and a mail
 * job, the jobs spread over time so that at most `mailsPerSecond` come due each second, however many instances send
 * them and however many fan-outs run at once (each starts after the mails already waiting). Rows and jobs are written
 * in one transaction.
 */
export function portalFanOut(db: Kysely<Database>, queue: JobQueue, mailsPerSecond: number) {
  /** The fan-out inside the caller's transaction (a digest is made and mailed in one). */
  async function fanOutIn(trx: Transaction<Database>, job: FanOutJob): Promise<number> {
    // A caller that took its turn already (a digest) holds it still: the lock is taken again at once.
    await takePortalMailTurn(trx);
    // The n-th mail comes due n ÷ mailsPerSecond whole seconds after the start: now (the clock's, not the
    // transaction's start, which may be long past after a wait for the turn), or the second after the last mail still
    // waiting to go out. Mails wait in turn: a fan-out after a large one starts after it, as the sender's limit is one.
    const { rows } = await sql<{ id: string; due_at: Date }>`
        WITH start AS (
          SELECT greatest(clock_timestamp(), max(due_at) + interval '1 second') AS at
            FROM portal_mails
           WHERE status IN ('queued', 'sending')
        )
        INSERT INTO portal_mails (kind, source_id, feedback_id, user_id, due_at)
        SELECT ${job.kind}, ${job.sourceId}::uuid, f.feedback_id, f.user_id,
               (SELECT at FROM start)
                 + ((row_number() OVER (ORDER BY f.user_id) - 1) / ${mailsPerSecond}::int)::float8 * interval '1 second'
          FROM feedback_followers f
         WHERE f.feedback_id = ${job.feedbackId}::uuid
           AND f.following
           AND NOT (f.user_id = ANY(${job.actorIds}::text[]))
           AND NOT EXISTS (SELECT 1 FROM mail_optouts o WHERE o.user_id = f.user_id AND o.kind = 'portal')
        ON CONFLICT (source_id, user_id) DO NOTHING
        RETURNING id, due_at`.execute(trx);
    const jobs = rows.map(({ id, due_at }) => ({ data: { mailId: id }, startAfter: new Date(due_at) }));
    if (jobs.length > 0) await queue.boss.insert(QUEUES.portalMail, jobs, { db: queue.within(trx) });
    return rows.length;
  }
  return {
    fanOutIn,
    fanOut: (job: FanOutJob) => db.transaction().execute((trx) => fanOutIn(trx, job)),
  };
}

export type PortalFanOut = ReturnType<typeof portalFanOut>;
