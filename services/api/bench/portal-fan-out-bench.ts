// The portal part of npm run bench:api: an admin's status change on one feedback item with 5,000 followers
// (BENCH_PORTAL_FOLLOWERS) on PostgreSQL, told and sent by two API instances (two processes: queue, scheduler and
// workers each) through SMTP to the mail catcher. Measured: the time from the change until every follower's mail is
// queued (a portal_mails row and a portal-mail job each; the requirement is under 2 s), where that time went (the
// wait for the fan-out job, the fan-out itself), the time until the catcher holds them all, and whether each follower
// got exactly one. Beside it, the same number of mails sent straight from one process with nodemailer.
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { QUEUES } from '../src/jobs/job-queue.ts';
import { apiInstance, receivedOnce, sendDirect, startCatcher, until } from './bench-children.ts';

const COUNT = Number(process.env.BENCH_PORTAL_FOLLOWERS ?? 5000);
const ADMIN = 'bench-admin';

/**
 * An item by the admin (who follows it, as its author, but is not told of their own change) and `count` followers,
 * each with a profile (the address) and mail settings (the language, nl, en and fr in turn; the unsubscribe token),
 * written straight to the tables in a few statements.
 */
async function seedFollowers(db: Kysely<Database>, count: number): Promise<string> {
  const { id } = await db
    .insertInto('feedback')
    .values({
      title: 'Bench: a widget for every birthday',
      description: 'Followed by many.',
      type: 'feature',
      user_id: ADMIN,
      author_is_admin: true,
      is_anonymous: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const people = sql`generate_series(1, ${count}::int) AS i`;
  for (const statement of [
    sql`INSERT INTO profiles (user_id, name, email)
        SELECT 'bench-follower-' || i, 'Follower ' || i, 'follower-' || i || '@example.test' FROM ${people}`,
    sql`INSERT INTO mail_settings (user_id, language, unsubscribe_token)
        SELECT 'bench-follower-' || i, (ARRAY['nl', 'en', 'fr'])[1 + i % 3], 'bench-token-' || i FROM ${people}`,
    sql`INSERT INTO feedback_followers (feedback_id, user_id) SELECT ${id}::uuid, 'bench-follower-' || i FROM ${people}`,
  ])
    await statement.execute(db);
  return id;
}

/** The item's mails queued so far: its portal_mails rows and the portal-mail jobs (written in one transaction). */
async function queuedMails(db: Kysely<Database>, feedbackId: string) {
  const { rows } = await sql<{ mails: number; jobs: number }>`
    SELECT (SELECT count(*) FROM portal_mails WHERE feedback_id = ${feedbackId}::uuid)::int AS mails,
           (SELECT count(*) FROM pgboss.job WHERE name = ${QUEUES.portalMail})::int AS jobs`.execute(db);
  return rows[0]!;
}

/** The fan-out job's wait to be taken by an instance, and how long it ran (rows and jobs written), in seconds. */
async function fanOutJob(db: Kysely<Database>) {
  const { rows } = await sql<{ waited: number; ran: number }>`
    SELECT extract(epoch FROM started_on - created_on)::float8 AS waited,
           extract(epoch FROM completed_on - started_on)::float8 AS ran
      FROM pgboss.job WHERE name = ${QUEUES.portalFanOut}`.execute(db);
  return rows[0];
}

/** Runs the benchmark on a fresh PostgreSQL database; returns the table rows. */
export async function measurePortalFanOut(databaseUrl: string): Promise<string[][]> {
  const catcher = await startCatcher();
  const database = await openDatabase({ databaseUrl });
  try {
    const reference = await sendDirect(catcher, COUNT);

    await migrate(database.db);
    const feedbackId = await seedFollowers(database.db, COUNT);
    const instances = [0, 1].map(() =>
      apiInstance({ BENCH_DATABASE_URL: databaseUrl, BENCH_SMTP_URL: catcher.smtpUrl }),
    );
    await Promise.all(instances.map((i) => i.next()));
    // The admin's request lands on one of the instances; the fan-out job goes to whichever takes it first. The change
    // comes just after both looked for jobs at their start, so the job waits nearly their polling interval: the worst
    // case, not the average.
    const started = performance.now();
    const statusChange = { feedbackId, status: 'in_progress', note: 'Planned for the spring release.', adminId: ADMIN };
    instances[0]!.process.send({ statusChange });
    const answer = await instances[0]!.next();
    if (answer.changed !== true) throw new Error(`the status change answered ${JSON.stringify(answer)}`);
    const answered = (performance.now() - started) / 1000;
    let queued = { mails: 0, jobs: 0 };
    const allQueued = await until(async () => {
      queued = await queuedMails(database.db, feedbackId);
      return queued.mails >= COUNT && queued.jobs >= COUNT;
    }, 60_000);
    const queuedIn = (performance.now() - started) / 1000;
    const complete = await until(async () => (await catcher.count()) >= COUNT, 120_000);
    const sent = (performance.now() - started) / 1000;
    const once = await receivedOnce(catcher, COUNT, (mail) => mail.to.join(', '));
    const job = await fanOutJob(database.db);
    for (const instance of instances) instance.process.send('stop');
    await Promise.all(instances.map((i) => i.exited));
    return [
      reference,
      [
        '2 API instances: status change → fan-out → queue → SMTP',
        `${COUNT} followers (${queued.mails} rows, ${queued.jobs} jobs)`,
        complete ? `${sent.toFixed(1)} s` : `not all within 120 s`,
        `${(COUNT / sent).toFixed(0)} mails/s`,
        `${allQueued ? `${queuedIn.toFixed(2)} s` : 'not all within 60 s'} (change answered in ${answered.toFixed(2)} s` +
          (job ? `, fan-out job waited ${job.waited.toFixed(2)} s, ran ${job.ran.toFixed(2)} s)` : ')'),
        once,
      ],
    ];
  } finally {
    await database.close();
    await catcher.stop();
  }
}
