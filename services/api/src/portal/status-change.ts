import type { Kysely } from 'kysely';
import type { FeedbackStatus } from '@koester/contract/validation/feedback-rules';
import type { Database } from '../db/schema.ts';
import { QUEUES, type JobQueue } from '../jobs/job-queue.ts';
import type { FanOutJob } from './fan-out.ts';

interface StatusChange {
  feedbackId: string;
  status: FeedbackStatus;
  /** The admin's note to followers; null without one. */
  note: string | null;
  adminId: string;
}

type ChangeResult = { changed: true } | { unchanged: true } | { missing: true } | { mergedInto: string };

/**
 * An admin's status change: the item's new status, the change kept (with its note, for the mails, the roadmap's feed
 * and the audit), and the job that tells the followers, all in one transaction: a change is never saved without its
 * mails, nor mailed without being saved. Without a job queue (some tests) nobody is told.
 */
export function statusChanges(db: Kysely<Database>, queue: JobQueue | undefined) {
  return {
    change({ feedbackId, status, note, adminId }: StatusChange): Promise<ChangeResult> {
      return db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('feedback')
          .select(['status', 'merged_into'])
          .where('id', '=', feedbackId)
          .forUpdate()
          .executeTakeFirst();
        if (!item) return { missing: true };
        if (item.merged_into) return { mergedInto: item.merged_into };
        if (item.status === status) return { unchanged: true };
        await trx
          .updateTable('feedback')
          .set({ status, status_changed_at: new Date() })
          .where('id', '=', feedbackId)
          .execute();
        const { id } = await trx
          .insertInto('feedback_status_changes')
          .values({ feedback_id: feedbackId, old_status: item.status, new_status: status, note, changed_by: adminId })
          .returning('id')
          .executeTakeFirstOrThrow();
        const job: FanOutJob = { kind: 'status', sourceId: id, feedbackId, actorIds: [adminId] };
        await queue?.boss.send(QUEUES.portalFanOut, job, { db: queue.within(trx) });
        return { changed: true };
      });
    },
  };
}

export type StatusChanges = ReturnType<typeof statusChanges>;
