// One API instance's background work for the reminder benchmark, in its own process: the job queue, the scheduler
// and the workers on the shared PostgreSQL, sending through SMTP (nodemailer) to the mail catcher. It ticks when
// told, and reports how many reminders it handed out.
import { openDatabase } from '../src/db/database.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { startWorkers } from '../src/jobs/workers.ts';
import { mailLinks } from '../src/mail/mail-links.ts';
import { smtpMailer } from '../src/mail/mailer.ts';
import { reminderScheduler } from '../src/reminders/scheduler.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL!;
const clock = { now: () => new Date(process.env.BENCH_NOW!) };
const database = await openDatabase({ databaseUrl, poolSize: 10 });
const queue = createJobQueue(database, { databaseUrl, onError: (error) => console.error(error.message) });
await queue.start();
const scheduler = reminderScheduler(database.db, queue, clock);
const mailer = smtpMailer(process.env.BENCH_SMTP_URL!, 'Koester <bench@koester.test>');
await startWorkers({
  db: database.db,
  queue,
  scheduler,
  clock,
  mailer,
  links: mailLinks('https://koester.test', 'https://api.koester.test/prod'),
  // The catcher takes mail as fast as it comes: no sending rate to keep to.
  portalMailsPerSecond: 10_000,
});
process.send?.({ ready: true });
process.on('message', (message) => {
  if (message === 'tick') void scheduler.tick().then((due) => process.send?.({ due }));
  if (message === 'stop')
    void queue
      .stop()
      .then(() => mailer.close())
      .then(() => database.close())
      .then(() => process.exit(0));
});
