import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../src/db/database.ts';
import type { Database } from '../../src/db/schema.ts';
import { createJobQueue } from '../../src/jobs/job-queue.ts';
import { startWorkers } from '../../src/jobs/workers.ts';
import { mailLinks } from '../../src/mail/mail-links.ts';
import type { Mail, Mailer } from '../../src/mail/mailer.ts';
import { reminderScheduler } from '../../src/reminders/scheduler.ts';

/** A clock the test moves by hand. */
export function testClock(iso: string) {
  const clock = { at: new Date(iso), now: () => clock.at, set: (next: string) => void (clock.at = new Date(next)) };
  return clock;
}

/** A mail server stand-in that keeps what it is given (the journeys use the real SMTP path and mail catcher). */
export function recordingMailer(fail: (mail: Mail) => boolean = () => false) {
  const sent: Mail[] = [];
  const mailer: Mailer & { sent: Mail[] } = {
    sent,
    async send(mail) {
      if (fail(mail)) throw new Error('the mail server refused the mail');
      sent.push(mail);
    },
    close() {},
  };
  return mailer;
}

/** One API instance's background work on a database: its queue, scheduler and (unless told not to) workers. */
export async function startBackground(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  clock: { now(): Date },
  mailer: Mailer,
  options: { workers?: boolean; portalMailsPerSecond?: number } = {},
) {
  const errors: Error[] = [];
  const queue = createJobQueue(database, { databaseUrl, onError: (error) => errors.push(error) });
  await queue.start();
  const scheduler = reminderScheduler(database.db, queue, clock);
  if (options.workers !== false) {
    const links = mailLinks('https://koester.test', 'https://api.koester.test/prod');
    const portalMailsPerSecond = options.portalMailsPerSecond ?? 1000;
    // Every worker looks twice a second (pg-boss's shortest interval), so a test waits for the work, not the look.
    const lookEvery = { tick: 0.5, mail: 0.5, digest: 0.5 };
    await startWorkers({ db: database.db, queue, scheduler, clock, mailer, links, portalMailsPerSecond, lookEvery });
  }
  return { queue, scheduler, errors, stop: () => queue.stop() };
}

/**
 * `count` people of one user, each with a birthday on 15 June and a reminder 1 day before due at `sendAt`, written
 * straight to the tables (what POST /people and POST /people/:id/dates make).
 */
export async function seedDueReminders(db: Kysely<Database>, userId: string, count: number, sendAt: Date) {
  await db
    .insertInto('profiles')
    .values({ user_id: userId, name: 'Rig', email: `${userId}@example.test` })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .insertInto('mail_settings')
    .values({ user_id: userId, unsubscribe_token: `token-${userId}`, language: 'en' })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const people = await db
      .insertInto('people')
      .values(Array.from({ length: size }, (_, i) => ({ user_id: userId, name: `Friend ${start + i + 1}` })))
      .returning('id')
      .execute();
    const dates = await db
      .insertInto('important_dates')
      .values(
        people.map((p) => ({
          person_id: p.id,
          kind: 'birthday' as const,
          day: 15,
          month: 6,
          recurrence: 'yearly' as const,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('date_reminders')
      .values(
        dates.map((d) => ({
          date_id: d.id,
          lead_days: 1,
          user_id: userId,
          next_occurrence: '2026-06-15',
          next_send_at: sendAt,
        })),
      )
      .execute();
  }
}

/** Waits until `check` holds, polling. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
