import type { RouteOptions } from 'fastify';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';

/**
 * The app with all its routes but no server, no database (a Kysely that never connects) and no token keys: what
 * the OpenAPI document and the route map are read from.
 */
export async function buildOfflineApp(onRoute?: (route: RouteOptions) => void) {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return buildApp({
    config: { ...loadConfig({}), seed: false },
    database: {
      db,
      kind: 'pglite',
      listen: () => Promise.reject(new Error('No notifications in an offline app')),
      poolUse: () => ({ total: 0, busy: 0, waiting: 0 }),
      close: () => db.destroy(),
    },
    verifyToken: () => Promise.reject(new Error('No tokens in an offline app')),
    logger: false,
    ...(onRoute ? { onRoute } : {}),
  });
}
