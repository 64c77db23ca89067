import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** services/api/migrations, found from the source file (src/db) or the bundle (dist). */
function migrationsDir(): string {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations');
    if (existsSync(path.join(candidate, '001_initial.sql'))) return candidate;
  }
  throw new Error('migrations folder not found');
}
const MIGRATIONS_DIR = migrationsDir();
// Any constant: serialises migrations when several API instances start against one server.
const MIGRATION_LOCK = 7_263_001;

/** Applies the SQL files of migrations/ that have not run yet, in name order, each in its own transaction. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      await sql
        .raw(
          'CREATE TABLE IF NOT EXISTS koester_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        )
        .execute(connection);
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM koester_migrations`.execute(connection)).rows.map((r) => r.name),
      );
      for (const file of files.filter((f) => !done.has(f))) {
        const script = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        const name = file.replace(/'/g, "''");
        try {
          await sql
            .raw(`BEGIN;\n${script}\nINSERT INTO koester_migrations (name) VALUES ('${name}');\nCOMMIT;`)
            .execute(connection);
        } catch (error) {
          await sql.raw('ROLLBACK').execute(connection);
          throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
  return applied;
}
