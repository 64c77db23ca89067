// The reminder part of npm run bench:api: 10,000 reminders due at once on PostgreSQL, handed out and sent by two API
// instances (two processes: queue, scheduler and workers each) through SMTP to the mail catcher. Measured: the time
// from the tick until the catcher holds 10,000 mails, and whether each reminder arrived exactly once. Beside it, in
// the same run, the same 10,000 mails sent straight from one process with nodemailer (no queue, no database).
import { fork } from 'node:child_process';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { freePort } from '@koester/build/free-port.mjs';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDueReminders } from '../test/support/reminder-rig.ts';

const COUNT = Number(process.env.BENCH_REMINDERS ?? 10_000);
const ROOT = path.resolve(import.meta.dirname, '../../..');

function child(file: string, env: Record<string, string>) {
  const process_ = fork(file, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<Record<string, unknown>>((resolve) => process_.once('message', (m) => resolve(m as never)));
  const exited = new Promise<void>((resolve) => process_.once('exit', () => resolve()));
  return { process: process_, next, exited };
}

async function catcherCount(url: string): Promise<number> {
  return ((await (await fetch(`${url}/messages/count`)).json()) as { count: number }).count;
}

async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Runs the benchmark on a fresh PostgreSQL database; returns the table rows. */
export async function measureReminders(databaseUrl: string): Promise<string[][]> {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const catcher = child(path.join(ROOT, 'services/mailcatcher/src/server.ts'), {
    KOESTER_MAILCATCHER_SMTP_PORT: String(smtpPort),
    KOESTER_MAILCATCHER_HTTP_PORT: String(httpPort),
    KOESTER_LOG_LEVEL: 'warn',
  });
  const mailUrl = `http://127.0.0.1:${httpPort}`;
  await until(async () => (await fetch(`${mailUrl}/health/ready`).catch(() => null))?.ok === true, 20_000);
  const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
  const rows: string[][] = [];
  try {
    // The reference: the same number of mails straight through nodemailer's pool (5 connections).
    const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, maxMessages: 1000 });
    let started = performance.now();
    await Promise.all(
      Array.from({ length: COUNT }, (_, i) =>
        transport.sendMail({
          from: 'bench@koester.test',
          to: 'direct@example.test',
          subject: `Direct ${i}`,
          text: 'x',
        }),
      ),
    );
    transport.close();
    const direct = (performance.now() - started) / 1000;
    await fetch(`${mailUrl}/messages`, { method: 'DELETE' });

    const database = await openDatabase({ databaseUrl });
    await migrate(database.db);
    const sendAt = new Date('2026-06-14T06:00:00Z');
    await seedDueReminders(database.db, 'bench-reminders', COUNT, sendAt);
    await database.close();
    const env = { BENCH_DATABASE_URL: databaseUrl, BENCH_SMTP_URL: smtpUrl, BENCH_NOW: '2026-06-14T06:00:00Z' };
    const instances = [0, 1].map(() => child(path.join(import.meta.dirname, 'reminder-instance.ts'), env));
    await Promise.all(instances.map((i) => i.next()));
    started = performance.now();
    for (const instance of instances) instance.process.send('tick');
    const due = await Promise.all(instances.map(async (i) => Number((await i.next()).due)));
    const handedOut = (performance.now() - started) / 1000;
    const complete = await until(async () => (await catcherCount(mailUrl)) >= COUNT, 120_000);
    const sent = (performance.now() - started) / 1000;
    // A moment more, for a mail sent twice to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const list = (await (await fetch(`${mailUrl}/messages?limit=${COUNT * 2}`)).json()) as {
      messages: { subject: string }[];
    };
    const subjects = new Set(list.messages.map((m) => m.subject));
    for (const instance of instances) instance.process.send('stop');
    await Promise.all(instances.map((i) => i.exited));
    rows.push(
      [
        'reference: nodemailer straight to the catcher',
        `${COUNT} mails`,
        `${direct.toFixed(1)} s`,
        `${(COUNT / direct).toFixed(0)} mails/s`,
        '',
        '',
      ],
      [
        '2 API instances: tick → queue → SMTP',
        `${COUNT} due (${due.join(' + ')})`,
        complete ? `${sent.toFixed(1)} s` : `not all within 120 s`,
        `${(COUNT / sent).toFixed(0)} mails/s`,
        `handed out in ${handedOut.toFixed(1)} s`,
        `${list.messages.length} received, ${subjects.size} distinct, ${list.messages.length - subjects.size} twice`,
      ],
    );
  } finally {
    catcher.process.kill('SIGTERM');
    await catcher.exited;
  }
  return rows;
}
