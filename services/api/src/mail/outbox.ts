import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

/**
 * What the mail tables (reminder_deliveries, portal_mails) share: a row per mail, claimed ('queued' → 'sending')
 * before it is sent, so a job handed out twice sends once. A row being sent for longer than this is taken to have
 * died with its instance: a retry may send it. It is longer than the mail queues' expiry, after which pg-boss hands
 * the job out again.
 */
export const STALE_SENDING = '2 minutes';

/** Thrown while another instance is sending the mail: pg-boss retries, and takes it over once it is stale. */
export class SendingElsewhere extends Error {
  constructor(mailId: string) {
    super(`mail ${mailId} is being sent by another instance; retried later`);
    this.name = 'SendingElsewhere';
  }
}

type OutboxStatus = 'queued' | 'sent' | 'skipped';

/** Sends a claimed mail: 'sent' once the mail server took it; back to 'queued' and rethrown (to be retried) if not. */
export async function sendClaimed(
  mailer: Mailer,
  mail: Mail,
  setStatus: (status: OutboxStatus) => Promise<unknown>,
): Promise<'sent'> {
  try {
    await mailer.send(mail);
  } catch (error) {
    await setStatus('queued');
    throw error;
  }
  await setStatus('sent');
  return 'sent';
}

/** Where a kind of mail is kept and queued: its table, the column saying when it came due, and its queue's job. */
interface Outbox {
  table: 'reminder_deliveries' | 'portal_mails';
  dueColumn: 'created_at' | 'due_at';
  queueName: string;
  job: (id: string) => object;
}

/** Stuck mails queued again at once at the most, per sweep. */
const STUCK_BATCH = 500;

/**
 * Mails whose job is gone while they are still to send (their retries ran out, or an instance died mid-send after
 * its job was given up): queued again 15 minutes after they came due or were last tried. A second job for one mail
 * is harmless: the mail is claimed once. Run by the minute's tick.
 */
export async function requeueStuck(db: Kysely<Database>, queue: JobQueue, outbox: Outbox): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const due = sql.ref(outbox.dueColumn);
    const { rows } = await sql<{ id: string }>`
      UPDATE ${sql.table(outbox.table)} SET attempt_at = now()
      WHERE id IN (SELECT id FROM ${sql.table(outbox.table)}
                   WHERE status IN ('queued', 'sending') AND coalesce(attempt_at, ${due}) < now() - interval '15 minutes'
                   ORDER BY ${due} LIMIT ${STUCK_BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id`.execute(trx);
    if (rows.length === 0) return;
    await queue.boss.insert(
      outbox.queueName,
      rows.map(({ id }) => ({ data: outbox.job(id) })),
      { db: queue.within(trx) },
    );
  });
}
