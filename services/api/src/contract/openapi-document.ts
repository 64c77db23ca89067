import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';

/**
 * The API's OpenAPI document, built in this process: the app with all its
 * routes but no server, no database (a Kysely that never connects) and no
 * token keys. What GET /prod/openapi.json serves.
 */
export async function buildOpenApiDocument() {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  const app = await buildApp({
    config: { ...loadConfig({}), seed: false },
    database: {
      db,
      kind: 'pglite',
      listen: () => Promise.reject(new Error('No notifications while building the document')),
      poolUse: () => ({ total: 0, busy: 0, waiting: 0 }),
      close: () => db.destroy(),
    },
    verifyToken: () => Promise.reject(new Error('No tokens while building the document')),
    logger: false,
  });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}
