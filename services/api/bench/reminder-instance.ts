// One API instance's background work for the mail parts of the API benchmark, in its own process: the job queue, the
// scheduler and the workers on the shared PostgreSQL, sending through SMTP (nodemailer) to the mail catcher. When
// told, it ticks and reports how many reminders it handed out (reminder-bench.ts), or makes an admin's status change
// as the API's route does and reports its result (portal-fan-out-bench.ts).
import { openDatabase } from '../src/db/database.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { startWorkers } from '../src/jobs/workers.ts';
import { mailLinks } from '../src/mail/mail-links.ts';
import { smtpMailer } from '../src/mail/mailer.ts';
import { statusChanges, type StatusChanges } from '../src/portal/status-change.ts';
import { reminderScheduler } from '../src/reminders/scheduler.ts';

type StatusChange = Parameters<StatusChanges['change']>[0];

const databaseUrl = process.env.BENCH_DATABASE_URL!;
// The reminders' benchmark sets the time their reminders are due; otherwise the time is the machine's.
const clock = { now: () => (process.env.BENCH_NOW ? new Date(process.env.BENCH_NOW) : new Date()) };
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
  // The catcher takes mail as fast as it comes: no sending rate to keep to, so every portal mail is due at once.
  portalMailsPerSecond: 10_000,
});
const changes = statusChanges(database.db, queue);
process.send?.({ ready: true });
process.on('message', (message: 'tick' | 'stop' | { statusChange: StatusChange }) => {
  if (message === 'tick') void scheduler.tick().then((due) => process.send?.({ due }));
  else if (message === 'stop')
    void queue
      .stop()
      .then(() => mailer.close())
      .then(() => database.close())
      .then(() => process.exit(0));
  else void changes.change(message.statusChange).then((result) => process.send?.(result));
});
