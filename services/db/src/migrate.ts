import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';

interface MigrationOptions {
  /** The folder of SQL files, applied in name order. */
  dir: string;
  /** Where applied migrations are recorded (schema-qualified to keep services apart). */
  table: string;
  /** Any constant per service: serialises migrations when several instances start against one server. */
  lockId: number;
}

/** The `migrations` folder of a service, found from its source file or its bundle, whichever runs. */
export function findMigrationsDir(fromDir: string): string {
  for (let dir = fromDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`no migrations folder above ${fromDir}`);
}

/** Applies the SQL files that have not run yet, each in its own transaction; returns their names. */
export async function migrate<Schema>(db: Kysely<Schema>, options: MigrationOptions): Promise<string[]> {
  const files = (await readdir(options.dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${options.lockId})`.execute(connection);
    try {
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS ${options.table} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
        )
        .execute(connection);
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM ${sql.raw(options.table)}`.execute(connection)).rows.map(
          (r) => r.name,
        ),
      );
      for (const file of files.filter((f) => !done.has(f))) {
        const script = await readFile(path.join(options.dir, file), 'utf8');
        const name = file.replace(/'/g, "''");
        try {
          await sql
            .raw(`BEGIN;\n${script}\nINSERT INTO ${options.table} (name) VALUES ('${name}');\nCOMMIT;`)
            .execute(connection);
        } catch (error) {
          await sql.raw('ROLLBACK').execute(connection);
          throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${options.lockId})`.execute(connection);
    }
  });
  return applied;
}
