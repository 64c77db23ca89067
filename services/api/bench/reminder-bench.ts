// The reminder part of npm run bench:api: 10,000 reminders due at once on PostgreSQL, handed out and sent by two API
// instances (two processes: queue, scheduler and workers each) through SMTP to the mail catcher. Measured: the time
// from the tick until the catcher holds 10,000 mails, and whether each reminder arrived exactly once. Beside it, in
// the same run, the same 10,000 mails sent straight from one process with nodemailer (no queue, no database).
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDueReminders } from '../test/support/reminder-rig.ts';
import { apiInstance, receivedOnce, sendDirect, startCatcher, until } from './bench-children.ts';

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000);

/** Runs the benchmark on a fresh PostgreSQL database; returns the table rows. */
export async function measureReminders(databaseUrl: string): Promise<string[][]> {
  const catcher = await startCatcher();
  try {
    const reference = await sendDirect(catcher, COUNT);

    const database = await openDatabase({ databaseUrl });
    await migrate(database.db);
    const sendAt = new Date('2026-06-14T06:00:00Z');
    await seedDueReminders(database.db, 'bench-reminders', COUNT, sendAt);
    await database.close();
    const env = { BENCH_DATABASE_URL: databaseUrl, BENCH_SMTP_URL: catcher.smtpUrl, BENCH_NOW: sendAt.toISOString() };
    const instances = [0, 1].map(() => apiInstance(env));
    await Promise.all(instances.map((i) => i.next()));
    const started = performance.now();
    for (const instance of instances) instance.process.send('tick');
    const due = await Promise.all(instances.map(async (i) => Number((await i.next()).due)));
    const handedOut = (performance.now() - started) / 1000;
    const complete = await until(async () => (await catcher.count()) >= COUNT, 120_000);
    const sent = (performance.now() - started) / 1000;
    const once = await receivedOnce(catcher, COUNT, (mail) => mail.subject);
    for (const instance of instances) instance.process.send('stop');
    await Promise.all(instances.map((i) => i.exited));
    return [
      reference,
      [
        '2 API instances: tick → queue → SMTP',
        `${COUNT} due (${due.join(' + ')})`,
        complete ? `${sent.toFixed(1)} s` : `not all within 120 s`,
        `${(COUNT / sent).toFixed(0)} mails/s`,
        `handed out in ${handedOut.toFixed(1)} s`,
        once,
      ],
    ];
  } finally {
    await catcher.stop();
  }
}
