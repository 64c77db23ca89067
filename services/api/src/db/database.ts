import {
  openDatabase as openServiceDatabase,
  type DatabaseHandle as ServiceDatabaseHandle,
  type DatabaseOptions,
} from '@koester/db/database';
import type { Database } from './schema.ts';

export type DatabaseHandle = ServiceDatabaseHandle<Database>;

/** Opens the API's database: PGlite by default, PostgreSQL when a URL is given. */
export const openDatabase = (options: DatabaseOptions): Promise<DatabaseHandle> =>
  openServiceDatabase<Database>(options);
