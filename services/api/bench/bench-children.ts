// What the mail parts of npm run bench:api share: the mail catcher and the API instances, each a child process of
// its own; waiting for a condition; the reference of the same mails sent straight to the catcher; and the count of
// mails that arrived more than once.
import { fork } from 'node:child_process';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { freePort } from '@koester/build/free-port.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A TypeScript file run in a child process; its next message and its exit as promises. */
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

/** Asks `check` every 100 ms until it holds (true) or `ms` have passed (false). */
export async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * One API instance's background work (reminder-instance.ts: job queue, scheduler and workers) on the shared database,
 * sending to `smtpUrl`; `next()` gives its first message once it is ready to work.
 */
export const apiInstance = (env: { BENCH_DATABASE_URL: string; BENCH_SMTP_URL: string; BENCH_NOW?: string }) =>
  child(path.join(import.meta.dirname, 'reminder-instance.ts'), env);

interface Caught {
  to: string[];
  subject: string;
}

/** The mail catcher (services/mailcatcher) on free ports, once it answers; it holds every mail it is sent. */
export async function startCatcher() {
  const [smtpPort, httpPort] = [await freePort(), await freePort()];
  const catcher = child(path.join(ROOT, 'services/mailcatcher/src/server.ts'), {
    KOESTER_MAILCATCHER_SMTP_PORT: String(smtpPort),
    KOESTER_MAILCATCHER_HTTP_PORT: String(httpPort),
    KOESTER_LOG_LEVEL: 'warn',
  });
  const url = `http://127.0.0.1:${httpPort}`;
  await until(async () => (await fetch(`${url}/health/ready`).catch(() => null))?.ok === true, 20_000);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    /** How many mails it holds (cheap: asked again and again while the mails come). */
    count: async () => ((await (await fetch(`${url}/messages/count`)).json()) as { count: number }).count,
    /** The newest `limit` mails. */
    messages: async (limit: number) =>
      ((await (await fetch(`${url}/messages?limit=${limit}`)).json()) as { messages: Caught[] }).messages,
    clear: () => fetch(`${url}/messages`, { method: 'DELETE' }),
    stop: async () => {
      catcher.process.kill('SIGTERM');
      await catcher.exited;
    },
  };
}

type Catcher = Awaited<ReturnType<typeof startCatcher>>;

/**
 * The reference: `count` mails straight through nodemailer's pool (5 connections), no queue and no database; its
 * table row. The catcher is emptied afterwards.
 */
export async function sendDirect(catcher: Catcher, count: number): Promise<string[]> {
  const transport = nodemailer.createTransport({
    url: catcher.smtpUrl,
    pool: true,
    maxConnections: 5,
    maxMessages: 1000,
  });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      transport.sendMail({ from: 'bench@koester.test', to: 'direct@example.test', subject: `Direct ${i}`, text: 'x' }),
    ),
  );
  transport.close();
  const seconds = (performance.now() - started) / 1000;
  await catcher.clear();
  return [
    'reference: nodemailer straight to the catcher',
    `${count} mails`,
    `${seconds.toFixed(1)} s`,
    `${(count / seconds).toFixed(0)} mails/s`,
    '',
    '',
  ];
}

/**
 * Whether each mail arrived once: a moment more for a mail sent twice to come, then the mails that arrived against
 * the different keys among them (what makes a mail one of its own: its subject, its recipient).
 */
export async function receivedOnce(catcher: Catcher, expected: number, key: (mail: Caught) => string) {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const mails = await catcher.messages(expected * 2);
  const distinct = new Set(mails.map(key)).size;
  return `${mails.length} received, ${distinct} distinct, ${mails.length - distinct} twice`;
}
