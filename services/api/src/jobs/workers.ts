import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import type { Mailer } from '../mail/mailer.ts';
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
}

/** Mails sent at once by one instance: enough to keep the SMTP pool busy, few enough to stay polite. */
const MAIL_BATCH = 50;

/**
 * This instance's share of the background work: every minute pg-boss's cron hands one instance the reminder tick;
 * every instance takes mail jobs as they come.
 */
export async function startWorkers(deps: WorkerDeps): Promise<void> {
  const { boss } = deps.queue;
  const { scheduler } = deps;
  const deliver = reminderDelivery(deps.db, deps.mailer, deps.links, deps.clock);

  // The tick's job comes once a minute (cron): a slow look for it is enough. Mail jobs come in bursts at 08:00: a look
  // every 2 s keeps the wait short without asking the database every second all day.
  await boss.work(QUEUES.reminderTick, { pollingIntervalSeconds: 15 }, async () => {
    await scheduler.tick();
  });
  await boss.work<{ deliveryId: string }>(
    QUEUES.reminderMail,
    // Several fetch-and-send loops on a PostgreSQL server (10,000 mails over two instances: 51 s with 4, 120+ s with
    // one loop of 25); one on the embedded database, whose single connection they would only queue for.
    { batchSize: MAIL_BATCH, localConcurrency: deps.queue.embedded ? 1 : 4, pollingIntervalSeconds: 2 },
    async (jobs) => {
      // One failed mail fails the batch; its retry finds the others already sent and sends only what is left.
      const results = await Promise.allSettled(jobs.map((job) => deliver(job.data.deliveryId)));
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw (failed as PromiseRejectedResult).reason;
    },
  );
  if (deps.deletePoolAccount) {
    const deletePoolAccount = deps.deletePoolAccount;
    await boss.work<{ userId: string }>(QUEUES.deletePoolAccount, async ([job]) => {
      await deletePoolAccount(job!.data.userId);
    });
  }
  await boss.schedule(QUEUES.reminderTick, '* * * * *');
}
