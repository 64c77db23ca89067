import type { Kysely } from 'kysely';
import type { JobResult } from 'pg-boss';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import type { Mailer } from '../mail/mailer.ts';
import { requeueStuck } from '../mail/outbox.ts';
import { portalDelivery } from '../portal/deliver.ts';
import { commentDigests } from '../portal/digests.ts';
import { portalFanOut, type FanOutJob } from '../portal/fan-out.ts';
import { reminderDelivery } from '../reminders/deliver.ts';
import type { ReminderScheduler } from '../reminders/scheduler.ts';
import { QUEUES, type JobQueue } from './job-queue.ts';

interface WorkerDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  scheduler: ReminderScheduler;
  clock: Clock;
  mailer: Mailer;
  links: MailLinks;
  /** Deletes a user-pool account (AdminDeleteUser); absent where no admin access is configured. */
  deletePoolAccount?: (userId: string) => Promise<void>;
  /** The feedback portal's mails due each second at most (config mail.portalMailsPerSecond). */
  portalMailsPerSecond: number;
  /** Other intervals than LOOK_EVERY's, in seconds (the tests look every half second). */
  lookEvery?: Partial<typeof LOOK_EVERY>;
}

/**
 * How often each worker asks the queue for jobs, in seconds. The tick's job comes once a minute (cron): a slow look
 * is enough. Mail jobs come in bursts at 08:00: a look every 2 s keeps the wait short without asking the database
 * every second all day. An admin's status change waits for the fan-out's pick-up: looked for twice a second
 * (pg-boss's shortest interval), so 5,000 followers are queued within about a second (npm run bench:api). Digests
 * are at most hourly per item: a slow look is enough.
 */
const LOOK_EVERY = { tick: 15, mail: 2, fanOut: 0.5, digest: 15 };

/** Mails sent at once by one instance: enough to keep the SMTP pool busy, few enough to stay polite. */
const MAIL_BATCH = 50;

/**
 * This instance's share of the background work: every minute pg-boss's cron hands one instance the reminder tick;
 * every instance takes mail jobs as they come.
 */
export async function startWorkers(deps: WorkerDeps): Promise<void> {
  const { boss } = deps.queue;
  const { scheduler } = deps;
  const lookEvery = { ...LOOK_EVERY, ...deps.lookEvery };
  const deliver = reminderDelivery(deps.db, deps.mailer, deps.links, deps.clock);

  // The minute's tick also queues again the portal's mails whose jobs ran out of retries.
  await boss.work(QUEUES.reminderTick, { pollingIntervalSeconds: lookEvery.tick }, async () => {
    await scheduler.tick();
    await requeueStuck(deps.db, deps.queue, {
      table: 'portal_mails',
      dueColumn: 'due_at',
      queueName: QUEUES.portalMail,
      job: (mailId) => ({ mailId }),
    });
  });
  // Several fetch-and-send loops on a PostgreSQL server (10,000 mails over two instances: 51 s with 4, 120+ s with
  // one loop of 25); one on the embedded database, whose single connection they would only queue for.
  const mailWork = {
    batchSize: MAIL_BATCH,
    localConcurrency: deps.queue.embedded ? 1 : 4,
    pollingIntervalSeconds: lookEvery.mail,
  };
  /** One failed mail fails the batch; its retry finds the others already sent and sends only what is left. */
  const sendAll = async (sends: Promise<unknown>[]) => {
    const failed = (await Promise.allSettled(sends)).find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  };
  await boss.work<{ deliveryId: string }>(QUEUES.reminderMail, mailWork, (jobs) =>
    sendAll(jobs.map((job) => deliver(job.data.deliveryId))),
  );

  const fanOut = portalFanOut(deps.db, deps.queue, deps.portalMailsPerSecond);
  const digests = commentDigests(deps.db, deps.queue, fanOut, { gatherSeconds: 0 });
  const deliverPortal = portalDelivery(deps.db, deps.mailer, deps.links);
  await boss.work<FanOutJob>(QUEUES.portalFanOut, { pollingIntervalSeconds: lookEvery.fanOut }, async ([job]) => {
    await fanOut.fanOut(job!.data);
  });
  // The digests due, up to ten per look and straight away again while there are more (one per look kept an instance
  // to four a minute), made one after the other, well within the queue's 120 s for a batch; each job settles on its
  // own, so a failed digest is retried alone.
  await boss.work<{ feedbackId: string }>(
    QUEUES.commentDigest,
    { pollingIntervalSeconds: lookEvery.digest, batchSize: 10, burstWhenBatchFull: true, perJobResults: true },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await digests.run(job.data.feedbackId);
          results.push({ id: job.id, status: 'completed' });
        } catch (error) {
          results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
        }
      }
      return results;
    },
  );
  await boss.work<{ mailId: string }>(QUEUES.portalMail, mailWork, (jobs) =>
    sendAll(jobs.map((job) => deliverPortal(job.data.mailId))),
  );
  if (deps.deletePoolAccount) {
    const deletePoolAccount = deps.deletePoolAccount;
    await boss.work<{ userId: string }>(QUEUES.deletePoolAccount, async ([job]) => {
      await deletePoolAccount(job!.data.userId);
    });
  }
  await boss.schedule(QUEUES.reminderTick, '* * * * *');
}
