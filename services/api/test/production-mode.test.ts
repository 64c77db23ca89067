import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@koester/db/testing/postgres-cluster';
import { freePort } from '@koester/build/free-port.mjs';
import { startTokenIssuer, CLIENT_ID, POOL_ID, type TokenIssuer } from './support/tokens.ts';
import { halfSentRequest } from './support/half-sent-request.ts';
import { USERS } from './support/test-api.ts';

const API_DIR = path.resolve(import.meta.dirname, '..');
const MIGRATIONS = readdirSync(path.join(API_DIR, 'migrations')).filter((file) => file.endsWith('.sql'));
/** The API's migration lock (src/db/migrate.ts): holding it keeps a starting API migrating. */
const MIGRATION_LOCK = 7_263_001;

/** The real server process, as a container runs it, with its output collected. */
function startProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const statusOf = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

async function waitUntil(check: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the API in production mode', () => {
  let issuer: TokenIssuer;
  let production: NodeJS.ProcessEnv;
  let databaseUrl: string;
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    issuer = await startTokenIssuer();
    databaseUrl = await freshDatabase(inject('postgresUrl'));
    production = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      KOESTER_COGNITO_USER_POOL_ID: POOL_ID,
      KOESTER_COGNITO_CLIENT_ID: CLIENT_ID,
      KOESTER_COGNITO_ISSUER: `https://cognito-idp.eu-west-1.amazonaws.com/${POOL_ID}`,
      KOESTER_COGNITO_JWKS_URL: issuer.jwksUrl,
      KOESTER_SMTP_URL: 'smtp://127.0.0.1:1',
      KOESTER_SITE_URL: 'https://koester.app',
      KOESTER_API_URL: 'https://api.koester.app/prod',
      KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID: 'AKIAPRODEXAMPLE00001',
      KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY: 'prod-admin-secret',
      KOESTER_LOG_LEVEL: 'warn',
    };
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await issuer.close();
  });

  it('refuses the embedded database and the development switches, naming them', async () => {
    const refusals: [NodeJS.ProcessEnv, string][] = [
      [{ ...production, DATABASE_URL: '' }, 'DATABASE_URL is required in production'],
      [{ ...production, KOESTER_SEED: 'true' }, 'KOESTER_SEED=true is for development'],
      [{ ...production, KOESTER_API_SEED_FEEDBACK_ITEMS: '50' }, 'KOESTER_API_SEED_FEEDBACK_ITEMS'],
      [{ ...production, KOESTER_COGNITO_JWKS_URL: '' }, 'KOESTER_COGNITO_JWKS_URL is required'],
      [{ ...production, KOESTER_API_PORT: 'http' }, 'KOESTER_API_PORT must be a port number'],
    ];
    await Promise.all(
      refusals.map(async ([env, message]) => {
        const started = startProcess({ ...env, KOESTER_API_PORT: env.KOESTER_API_PORT ?? '0' });
        expect(await started.exited, message).toBe(1);
        expect(started.output(), message).toContain(message);
        // An operator's message, not a stack trace.
        expect(started.output(), message).not.toMatch(/^\s+at /m);
      }),
    );
  }, 60_000);

  it('is live at once, ready only once migrations ran, and drains on SIGTERM (after its delay) while a request is in flight', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/prod`;
    // Another instance is migrating: this one waits for the lock, listening but not ready.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const api = startProcess({ ...production, KOESTER_API_PORT: String(port), KOESTER_API_DRAIN_DELAY_SECONDS: '1' });
    running.push(api.child);
    try {
      await waitUntil(async () => (await statusOf(`${base}/health/live`)) === 200, 30_000, 'live');
      const notYet = await fetch(`${base}/health/ready`);
      expect(notYet.status).toBe(503);
      expect(notYet.headers.get('retry-after')).toBe('5');
      expect(await notYet.json()).toMatchObject({ status: 503, code: 'NOT_READY' });
      expect(await statusOf(`${base}/feedback`)).toBe(503);

      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      await waitUntil(async () => (await statusOf(`${base}/health/ready`)) === 200, 30_000, 'ready');
      const applied = await holder.query<{ name: string }>('SELECT name FROM koester_migrations ORDER BY name');
      expect(applied.rows.map((row) => row.name)).toEqual(MIGRATIONS);
      // No demo data in production.
      expect(await statusOf(`${base}/public/wishlists/demo`)).toBe(404);

      // A write in flight when SIGTERM comes: its body is still arriving.
      const inFlight = halfSentRequest(base, { title: 'Drained safely', token: issuer.idToken(USERS.alice) });
      await new Promise((resolve) => setTimeout(resolve, 200));

      api.child.kill('SIGTERM');
      // First it says it is draining, while it still serves (the load balancer takes it out meanwhile)…
      await waitUntil(async () => (await statusOf(`${base}/health/ready`)) === 503, 2_000, 'says draining');
      expect(await statusOf(`${base}/health/live`)).toBe(200);
      // …then it takes no new connection.
      await waitUntil(async () => (await statusOf(`${base}/health/live`)) === 0, 5_000, 'stopped listening');
      inFlight.finish();
      expect((await inFlight.answer).status).toBe(201);
      expect(await api.exited).toBe(0);
      const stored = await holder.query('SELECT title FROM feedback WHERE title = $1', ['Drained safely']);
      expect(stored.rowCount).toBe(1);
    } finally {
      await holder.end();
    }
  }, 90_000);
});
