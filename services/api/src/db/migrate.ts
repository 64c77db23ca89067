import type { Kysely } from 'kysely';
import { findMigrationsDir, migrate as applyMigrations } from '@koester/db/migrate';
import type { Database } from './schema.ts';

const MIGRATIONS_DIR = findMigrationsDir(import.meta.dirname);

/** Applies the API's migrations (services/api/migrations). */
export const migrate = (db: Kysely<Database>): Promise<string[]> =>
  applyMigrations(db, { dir: MIGRATIONS_DIR, table: 'koester_migrations', lockId: 7_263_001 });
