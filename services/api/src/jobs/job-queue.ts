import { fromKysely, fromPglite, PgBoss, type Db, type Queue } from 'pg-boss';
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * The API's background work, durable in PostgreSQL through pg-boss (docs/decisions.md "Background work"): a job is
 * written in the same transaction as the data it is about, so nothing is queued for data that was never saved, and
 * nothing saved goes without its job. Any number of API instances take jobs from the same queues; each job is taken
 * by one of them, and taken again (retried) if it fails or its instance dies before finishing it.
 */
export const QUEUES = {
  /** Finds the reminders that are due and queues a mail for each (every minute, and when the clock is set). */
  reminderTick: 'reminder-tick',
  /** Sends one reminder mail. */
  reminderMail: 'reminder-mail',
  /** Deletes a user's user-pool account after their Koester data is gone. */
  deletePoolAccount: 'delete-pool-account',
  /** Turns a status change or a comment digest into one mail per follower. */
  portalFanOut: 'portal-fan-out',
  /** Sends one feedback portal mail. */
  portalMail: 'portal-mail',
  /** Gathers an item's new comments for its followers, at most once an hour per item. */
  commentDigest: 'comment-digest',
} as const;

/** What each queue does with a failure: retried with a growing wait; a job longer than `expireInSeconds` is retried. */
const QUEUE_OPTIONS: Record<string, Omit<Queue, 'name'>> = {
  [QUEUES.reminderTick]: { retryLimit: 2, retryDelay: 5, expireInSeconds: 120 },
  [QUEUES.reminderMail]: { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
  [QUEUES.deletePoolAccount]: { retryLimit: 20, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  [QUEUES.portalFanOut]: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  [QUEUES.portalMail]: { retryLimit: 8, retryDelay: 15, retryBackoff: true, expireInSeconds: 60 },
  // 'short': one waiting digest job per item (singletonKey); later comments find it waiting and are gathered by it.
  [QUEUES.commentDigest]: { policy: 'short', retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
};

export interface JobQueue {
  boss: PgBoss;
  /** Creates or migrates pg-boss's schema (`pgboss`) and the queues; then jobs can be sent and worked. */
  start(): Promise<void>;
  /** On the embedded database (one connection), not a PostgreSQL server. */
  embedded: boolean;
  /** pg-boss's statements inside the caller's transaction: `{ db: queue.within(trx) }` on send or insert. */
  within(trx: Transaction<Database>): Db;
  stop(): Promise<void>;
}

interface JobQueueOptions {
  /** Set for a PostgreSQL server: pg-boss keeps a small pool of its own there. */
  databaseUrl?: string;
  onError(error: Error): void;
}

/**
 * The embedded database through pg-boss's own PGlite adapter, each statement taken in turn with the API's (the
 * one connection is never shared mid-transaction).
 */
function embeddedDb(embedded: NonNullable<DatabaseHandle['embedded']>): Db {
  const inner = fromPglite(embedded.pglite);
  return {
    executeSql: (text, values) => embedded.exclusive(() => inner.executeSql(text, values)),
  };
}

/** pg-boss on the API's database: the embedded one, or a small pool of its own on a PostgreSQL server. */
export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const common = { schema: 'pgboss', migrate: true, supervise: true, schedule: true } as const;
  const boss = database.embedded
    ? new PgBoss({ ...common, backend: 'pglite', db: embeddedDb(database.embedded) })
    : new PgBoss({ ...common, connectionString: options.databaseUrl!, max: 4, application_name: 'koester-api-jobs' });
  boss.on('error', options.onError);
  return {
    boss,
    embedded: Boolean(database.embedded),
    async start() {
      await boss.start();
      for (const [name, queueOptions] of Object.entries(QUEUE_OPTIONS)) {
        // Two instances starting at once may both find a queue missing: the second one's create then fails.
        if (!(await boss.getQueue(name))) await boss.createQueue(name, queueOptions).catch(() => undefined);
      }
    },
    within: (trx) => fromKysely(trx),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
