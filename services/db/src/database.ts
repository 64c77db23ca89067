import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { listenOnServer, type ChannelHandlers } from './pg-listener.ts';
import { pglitePool } from './pglite-pool.ts';

export interface DatabaseOptions {
  /** postgres://… switches to a PostgreSQL server (with a pool); otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite's data folder; absent means in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a data folder saved earlier (`dumpDataDir`) to start from instead of creating a new one. Tests
   * start their in-memory databases from a blank folder made once per run: creating one is most of PGlite's start.
   */
  template?: Blob;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
}

export interface DatabaseHandle<Schema> {
  db: Kysely<Schema>;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel (NOTIFY from any connection to the same database);
   * resolves, once listening, to the function that stops it.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  /** The connections in use and the callers waiting for one, at this moment (for metrics). */
  poolUse(): PoolUse;
  /**
   * The embedded database, for a library that speaks to PGlite itself (the job queue), with `exclusive` to run its
   * statements in turn with every other caller's: never inside someone else's transaction. Absent for a server.
   */
  embedded?: { pglite: PGlite; exclusive<T>(run: () => Promise<T>): Promise<T> };
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open (PGlite: its one). */
  total: number;
  /** Of those, lent out to a caller. */
  busy: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/** How long a request waits for a PostgreSQL connection (a new one, or a turn in a full pool). */
const CONNECT_TIMEOUT_MS = 5_000;

// numeric (prices) as a number, not a string; int8 counts as numbers.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// A calendar date (an occurrence) stays the text 'YYYY-MM-DD': read as a Date it would become midnight in whatever
// time zone the server runs in, and a birthday is a day, not a moment.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Opens a service's SQL database: PGlite by default, PostgreSQL when a URL is given. */
export async function openDatabase<Schema>(options: DatabaseOptions): Promise<DatabaseHandle<Schema>> {
  if (options.databaseUrl) {
    // A server that does not answer (down, failing over) or a pool that stays full fails a request after 5 s rather
    // than holding it: the API then answers 503 with Retry-After (isDatabaseUnavailable).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection dropped without a word (a failover, a NAT timeout) is noticed by the kernel's keep-alive probes.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle connection the server ended (a restart, a failover, an administrator) is dropped by the pool, which
    // then reports it here: without a listener that report would end the process.
    pool.on('error', () => {});
    // So is one lent out between two queries (inside a transaction, say) when the server ends it: the pool listens
    // only to idle connections, and an 'error' no one hears ends the process. The query then in hand fails on its
    // own, and a connection that cannot be used leaves the pool when it is given back.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnServer(options.databaseUrl!, channel, handlers),
      poolUse: () => ({ total: pool.totalCount, busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    };
  }
  // PGlite creates its folder, but not the folders above it.
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const database = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.template,
    parsers: {
      1700: (value: string) => Number(value),
      20: (value: string) => Number(value),
      1082: (value: string) => value,
    },
  });
  await database.waitReady;
  const pool = pglitePool(database);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    // One in-process connection: it never drops, so `lost` is never called.
    listen: async (channel, handlers) => {
      const stop = await database.listen(channel, handlers.payload);
      return async () => {
        if (!database.closed) await stop();
      };
    },
    poolUse: () => ({ total: 1, busy: pool.lent() ? 1 : 0, waiting: pool.waiting() }),
    embedded: {
      pglite: database,
      async exclusive(run) {
        const client = await pool.connect();
        try {
          return await run();
        } finally {
          client.release();
        }
      },
    },
    close: () => db.destroy(),
  };
}
