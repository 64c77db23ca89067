import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { QUEUES, type JobQueue } from '../jobs/job-queue.ts';
import { takePortalMailTurn, type PortalFanOut } from './fan-out.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Comment digests: a comment queues its item's digest job, once (the queue's 'short' policy keeps one waiting job per
 * item; later comments find it and are gathered by it). The job runs `gatherSeconds` after the comment, and never
 * sooner than an hour after the item's previous digest, so followers get at most one digest an hour per item. Each
 * digest takes the item's comments that no digest has taken yet (`feedback_comments.digest_id`, migration 011), not
 * a span of time: a comment whose transaction began before a digest and ended after it is in the next one. It is made
 * and fanned out in one transaction.
 */
export function commentDigests(
  db: Kysely<Database>,
  queue: JobQueue | undefined,
  fanOut: PortalFanOut | undefined,
  options: { gatherSeconds: number; lockWaitMs?: number },
) {
  const lockWait = `${Math.max(1, Math.round(options.lockWaitMs ?? 10_000))}ms`;
  const lastDigest = (feedbackId: string, executor: Kysely<Database> = db) =>
    executor
      .selectFrom('feedback_digests')
      // Within the hour by the database's clock, as the queue counts it (the API's may differ).
      .select(['created_at', sql<boolean>`created_at > now() - interval '1 hour'`.as('recent')])
      .where('feedback_id', '=', feedbackId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();

  /** The earliest a digest of the item may go: the gathering time from now, and an hour after the last digest. */
  const dueAt = async (feedbackId: string, executor: Kysely<Database>) => {
    const last = await lastDigest(feedbackId, executor);
    const gathered = Date.now() + options.gatherSeconds * 1000;
    return new Date(Math.max(gathered, last ? last.created_at.getTime() + HOUR_MS : 0));
  };

  /** Queues the item's digest; inside the transaction that stored its comments when given, so none goes unsent. */
  const schedule = async (feedbackId: string, trx?: Transaction<Database>) => {
    if (!queue) return;
    await queue.boss.send(
      QUEUES.commentDigest,
      { feedbackId },
      {
        singletonKey: feedbackId,
        startAfter: await dueAt(feedbackId, trx ?? db),
        ...(trx ? { db: queue.within(trx) } : {}),
      },
    );
  };

  return {
    /** In the transaction of a comment on the item (or of comments moved onto it). */
    commented: (feedbackId: string, trx: Transaction<Database>) => schedule(feedbackId, trx),

    /** The digest job: the item's new comments to its followers; the digest's id, or null when there was none. */
    async run(feedbackId: string): Promise<string | null> {
      if (!fanOut) return null;
      // A comment's transaction holds its item's row until it commits, and queues this job inside it: when the job was
      // already waiting, that queuing added nothing. Wait here for such a comment to be committed, so that this run
      // sees it (in a transaction of its own: the run's takes no row lock before its mail turn). A lock held longer
      // than `lockWaitMs` fails the job, which the queue retries, instead of holding the worker's batch.
      await db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('lock_timeout', ${lockWait}, true)`.execute(trx);
        await trx.selectFrom('feedback').select('id').where('id', '=', feedbackId).forShare().execute();
      });
      const outcome = await db.transaction().execute(async (trx) => {
        // Two runs for one item (a retry beside a late job) take turns: the second finds the first's digest.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`digest:${feedbackId}`}))`.execute(trx);
        const last = await lastDigest(feedbackId, trx);
        if (last?.recent) return 'too-soon' as const;
        const item = await trx.selectFrom('feedback').select('id').where('id', '=', feedbackId).executeTakeFirst();
        if (!item) return null;
        await takePortalMailTurn(trx);
        const { id } = await trx
          .insertInto('feedback_digests')
          .values({ feedback_id: feedbackId, covers_from: sql`now()`, covers_to: sql`now()` })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The item's comments no digest has taken, in one statement: a comment a merge moves meanwhile is taken by
        // the digest of the item it is on.
        const taken = await trx
          .updateTable('feedback_comments')
          .set({ digest_id: id })
          .where('feedback_id', '=', feedbackId)
          .where('digest_id', 'is', null)
          .executeTakeFirst();
        if (taken.numUpdatedRows === 0n) {
          await trx.deleteFrom('feedback_digests').where('id', '=', id).execute();
          return null;
        }
        await sql`UPDATE feedback_digests d
                     SET covers_from = c.oldest, covers_to = c.newest
                    FROM (SELECT min(created_at) AS oldest, max(created_at) AS newest
                            FROM feedback_comments WHERE digest_id = ${id}) c
                   WHERE d.id = ${id}`.execute(trx);
        await fanOut.fanOutIn(trx, { kind: 'digest', sourceId: id, feedbackId, actorIds: [] });
        return id;
      });
      // Early (the queue hands jobs out by the database's clock, and a retry may come soon): come back when due.
      if (outcome === 'too-soon') {
        await schedule(feedbackId);
        return null;
      }
      return outcome;
    },
  };
}

export type CommentDigests = ReturnType<typeof commentDigests>;
