import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * A pg-compatible "pool" over one embedded PGlite database, for Kysely's
 * PostgresDialect. PGlite is a single connection, so a client is handed out to
 * one caller at a time: a transaction (BEGIN … COMMIT on one client) is never
 * interleaved with another request's statements.
 */
export function pglitePool(database: PGlite): PostgresPool & { lent(): boolean; waiting(): number } {
  let queue: Promise<void> = Promise.resolve();
  // Callers that asked for the connection and have not given it back: one holds it, the rest wait.
  let holders = 0;

  return {
    // What a pg pool was made with: Kysely would use it (with a `Client`) to open a side connection that cancels a
    // query; one embedded database has no side connection to open.
    options: {},
    lent: () => holders > 0,
    waiting: () => Math.max(0, holders - 1),
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const previous = queue;
      holders += 1;
      queue = new Promise<void>((resolve) => {
        let released = false;
        release = () => {
          if (released) return;
          released = true;
          holders -= 1;
          resolve();
        };
      });
      await previous;
      const client = {
        async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
          // Without parameters, use the simple protocol, as pg does: it accepts several statements (migrations).
          const result = parameters?.length
            ? await database.query(sql, parameters as unknown[])
            : (await database.exec(sql)).at(-1);
          const command = (sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ??
            'SELECT') as PostgresQueryResult<R>['command'];
          const rows = (result?.rows ?? []) as R[];
          return { command, rowCount: result?.affectedRows ?? rows.length, rows };
        },
        release,
      };
      // Kysely only streams through cursors, which this adapter does not offer.
      return client as PostgresPoolClient;
    },
    async end(): Promise<void> {
      await queue;
      await database.close();
    },
  };
}
