import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { blankPglite } from '@koester/db/testing/blank-pglite';
import { freshDatabase } from '@koester/db/testing/postgres-cluster';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { ApiConfig } from '../../src/api-config.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { startTokenIssuer, type TestUser } from './tokens.ts';

type Backend = 'pglite' | 'postgres';

/** Both storage backends: every integration suite runs against each. */
export const BACKENDS: Backend[] = ['pglite', 'postgres'];

export const USERS = {
  alice: { sub: 'user-alice', email: 'alice@example.test', name: 'Alice' },
  bob: { sub: 'user-bob', email: 'bob@example.test', name: 'Bob' },
  admin: { sub: 'user-admin', email: 'team@example.test', name: 'Team', groups: ['admin'] },
} satisfies Record<string, TestUser>;

interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The API on a real port with its own empty database and token issuer, for
 * integration tests over HTTP. On PostgreSQL, `overrides.databaseUrl` puts a
 * second instance on the database of a first (its `databaseUrl`).
 */
export async function startTestApi(
  backend: Backend,
  overrides: Partial<ApiConfig> = {},
  logStream?: { write(line: string): void },
  onRoute?: AppOptions['onRoute'],
  more: {
    clock?: AppOptions['clock'];
    /** The job queue and tick, made on the test API's own database once it is open. */
    background?: (database: DatabaseHandle, databaseUrl?: string) => Promise<AppOptions['background']>;
  } = {},
) {
  const issuer = await startTokenIssuer();
  const databaseUrl =
    backend === 'postgres' ? (overrides.databaseUrl ?? (await freshDatabase(inject('postgresUrl')))) : undefined;
  const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 20 } : await blankPglite());
  await migrate(database.db);
  const config: ApiConfig = {
    ...loadConfig({}),
    seed: false,
    writesPerMinute: 10_000,
    ...overrides,
    auth: { ...loadConfig({}).auth, jwksUrl: issuer.jwksUrl },
  };
  const background = await more.background?.(database, databaseUrl);
  const app = await buildApp({
    config,
    database,
    logger: Boolean(logStream),
    logStream,
    onRoute,
    clock: more.clock,
    background,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/prod`;

  async function call<T = any>(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    // A redirect is an answer to check, not to follow.
    const response = await fetch(`${base}${path}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
  }

  return {
    app,
    base,
    call,
    databaseUrl,
    events: app.wishlistEvents,
    db: database.db,
    database,
    tokens: issuer,
    token: (user: TestUser) => issuer.idToken(user),
    async close() {
      await background?.queue.stop();
      await app.close();
      await database.close();
      await issuer.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
