import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@koester/db/testing/postgres-cluster';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { loadConfig } from '../src/config.ts';
import { startApi } from '../src/server.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const valid = { title: 'Dark mode', description: 'Please add a dark mode for the evenings.', type: 'feature' };
/** A production environment with what production requires (the keys are never fetched here: no token is sent). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://koester@127.0.0.1:1/unused',
  KOESTER_COGNITO_CLIENT_ID: 'koester0local0web0client01',
  KOESTER_COGNITO_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Koester1',
  KOESTER_COGNITO_JWKS_URL: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Koester1/.well-known/jwks.json',
  KOESTER_SMTP_URL: 'smtps://mailer:secret@email-smtp.eu-west-1.amazonaws.com:465',
  KOESTER_SITE_URL: 'https://koester.app',
  KOESTER_API_URL: 'https://api.koester.app/prod',
  KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID: 'AKIAPRODEXAMPLE00001',
  KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY: 'prod-admin-secret',
};

describe('configuration outside development', () => {
  it('names no admin by email unless configured', () => {
    expect(loadConfig({}).admin.emails).toEqual([DEMO_ACCOUNTS.admin.email]);
    expect(loadConfig({ NODE_ENV: 'test' }).admin.emails).toEqual([DEMO_ACCOUNTS.admin.email]);
    expect(loadConfig(PRODUCTION).admin.emails).toEqual([]);
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'staging' }).admin.emails).toEqual([]);
    expect(
      loadConfig({ ...PRODUCTION, KOESTER_ADMIN_EMAILS: 'Lead@Example.test, ops@example.test' }).admin.emails,
    ).toEqual(['lead@example.test', 'ops@example.test']);
  });
});

describe.each(BACKENDS)('admins by email on %s', (backend) => {
  let api: TestApi;
  let itemId: string;
  const lead = { sub: 'user-lead', email: 'lead@example.test', name: 'Lead' };

  beforeAll(async () => {
    api = await startTestApi(backend, { admin: { emails: [lead.email], userIds: [] } });
    itemId = (await api.call('POST', '/feedback', { token: api.token(USERS.alice), body: valid })).body.id;
  });
  afterAll(() => api.close());

  const setStatus = (token: string, status: string) =>
    api.call('PUT', `/feedback/${itemId}/status`, { token, body: { status } });

  it('are admins only with a verified email', async () => {
    for (const emailVerified of [false, 'false', undefined]) {
      const answer = await setStatus(api.tokens.idToken(lead, { email_verified: emailVerified }), 'in_progress');
      expect(answer.body, `email_verified ${emailVerified}`).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    }
    expect((await setStatus(api.token(lead), 'in_progress')).status).toBe(200);
    // Cognito's older tokens carry the claim as a string.
    expect((await setStatus(api.tokens.idToken(lead, { email_verified: 'true' }), 'open')).status).toBe(200);
  });

  it('are not the demo admin outside development', async () => {
    const demoAdmin = { sub: DEMO_ACCOUNTS.admin.sub, email: DEMO_ACCOUNTS.admin.email, name: 'Team' };
    const production = await startTestApi(backend, { admin: loadConfig(PRODUCTION).admin });
    try {
      const id = (await production.call('POST', '/feedback', { token: production.token(USERS.alice), body: valid }))
        .body.id;
      const answer = await production.call('PUT', `/feedback/${id}/status`, {
        token: production.token(demoAdmin),
        body: { status: 'in_progress' },
      });
      expect(answer.body).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    } finally {
      await production.close();
    }
  });
});

describe('the API as started', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'koester-environments-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Starts the real server on a free port: where it listens, and the demo link's status. */
  async function startAndAsk(env: NodeJS.ProcessEnv) {
    const app = await startApi({ ...env, KOESTER_API_PORT: '0', KOESTER_LOG_LEVEL: 'silent' });
    try {
      const { address, port } = app.server.address() as AddressInfo;
      return { address, demoLink: (await fetch(`http://127.0.0.1:${port}/prod/public/wishlists/demo`)).status };
    } finally {
      await app.close();
    }
  }

  it('seeds the demo data in development only; listens on loopback unless widened', async () => {
    const seeds = (env: NodeJS.ProcessEnv) => loadConfig(env).seed;
    expect([seeds({}), seeds({ NODE_ENV: 'development' }), seeds({ KOESTER_SEED: 'false' })]).toEqual([
      true,
      true,
      false,
    ]);
    expect([seeds(PRODUCTION), seeds({ ...PRODUCTION, NODE_ENV: 'staging', KOESTER_SEED: 'false' })]).toEqual([
      false,
      false,
    ]);
    expect(await startAndAsk({ KOESTER_API_DATA_DIR: mkdtempSync(path.join(root, 'api-')) })).toEqual({
      address: '127.0.0.1',
      demoLink: 200,
    });
    // Production, on PostgreSQL as it requires: no guessable demo link; it listens where KOESTER_API_LISTEN says.
    const production = { ...PRODUCTION, DATABASE_URL: await freshDatabase(inject('postgresUrl')) };
    expect(await startAndAsk(production)).toEqual({ address: '127.0.0.1', demoLink: 404 });
    expect(await startAndAsk({ ...production, KOESTER_API_LISTEN: '0.0.0.0' })).toEqual({
      address: '0.0.0.0',
      demoLink: 404,
    });
    await expect(startApi({ ...production, KOESTER_SEED: 'true' })).rejects.toThrow('KOESTER_SEED=true');
    expect(loadConfig({}).host).toBe('127.0.0.1');
  }, 120_000); // databases on disk start slowly on a busy two-core machine
});
