import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiEnvironment, loadConfig } from '../src/config.ts';
import { identityEnvironment, loadIdentityConfig } from '../../identity/src/config.ts';
import { loadMailcatcherConfig, mailcatcherEnvironment } from '../../mailcatcher/src/config.ts';
import { checkSiteEnvironment, siteEnvironment } from '@koester/server/site-environment.mjs';

/** A production environment with what it requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://koester:secret@db.internal:5432/koester',
  KOESTER_COGNITO_USER_POOL_ID: 'eu-west-1_Prod12345',
  KOESTER_COGNITO_CLIENT_ID: 'prodclient0123456789',
  KOESTER_COGNITO_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Prod12345',
  KOESTER_COGNITO_JWKS_URL: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Prod12345/.well-known/jwks.json',
  KOESTER_SMTP_URL: 'smtps://mailer:secret@email-smtp.eu-west-1.amazonaws.com:465',
  KOESTER_SITE_URL: 'https://koester.app',
  KOESTER_API_URL: 'https://api.koester.app/prod',
  KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID: 'AKIAPRODEXAMPLE00001',
  KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY: 'prod-admin-secret',
};

/** The message a refused configuration throws. */
const refusal = (load: () => unknown) => {
  try {
    load();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('the API configuration', () => {
  it('stops the start on a bad value, naming the variable and the value', () => {
    const cases: [string, string, string][] = [
      ['KOESTER_API_PORT', 'four thousand', 'must be a port number from 0 to 65535'],
      ['KOESTER_API_PORT', '70000', 'must be a port number from 0 to 65535'],
      ['KOESTER_LOG_LEVEL', 'loud', 'must be one of fatal, error, warn, info, debug, trace, silent'],
      ['KOESTER_COGNITO_JWKS_URL', 'cognito/jwks.json', 'must be an http(s) URL'],
      ['KOESTER_CORS_ORIGINS', 'https://koester.nl, koester.be', 'must be an http(s) URL'],
      ['DATABASE_URL', 'mysql://db/koester', 'must be a postgres:// URL'],
      ['KOESTER_SEED', 'yes', 'must be true or false'],
      ['KOESTER_WRITES_PER_MINUTE', '-5', 'must be a whole number from 1 to 1000000'],
      ['KOESTER_COGNITO_USER_POOL_ID', 'my-pool', 'must be a user pool id'],
      ['KOESTER_SHELL_PORT', 'x', 'must be a port number'],
    ];
    for (const [name, value, says] of cases) {
      const message = refusal(() => loadConfig({ [name]: value }));
      expect(message, name).toContain(`${name} ${says}`);
      expect(message, name).toContain(`not "${value}"`);
    }
  });

  it('never shows a password or a secret in its message', () => {
    const message = refusal(() => loadConfig({ DATABASE_URL: 'postgresql+psycopg://koester:s3cr#t@db:5432/koester' }));
    expect(message).toContain('DATABASE_URL must be a postgres:// URL');
    expect(message).not.toContain('s3cr');
    expect(message).toContain('koester:[hidden]@db');
  });

  it('names every bad variable at once', () => {
    const message = refusal(() => loadConfig({ KOESTER_API_PORT: 'x', KOESTER_LOG_LEVEL: 'loud' }));
    expect(message).toMatch(/^The API cannot start/);
    expect(message).toContain('KOESTER_API_PORT');
    expect(message).toContain('KOESTER_LOG_LEVEL');
  });

  it('takes an empty value as the default, and reads the values it is given', () => {
    expect(loadConfig({ KOESTER_API_PORT: '', KOESTER_LOG_LEVEL: '' })).toMatchObject({ port: 4000, logLevel: 'info' });
    expect(
      loadConfig({
        KOESTER_API_PORT: ' 4100 ',
        KOESTER_LOG_LEVEL: 'warn',
        KOESTER_API_METRICS_PORT: '9464',
        KOESTER_API_DRAIN_SECONDS: '25',
        KOESTER_CORS_ORIGINS: 'https://koester.nl, https://www.koester.nl',
      }),
    ).toMatchObject({
      port: 4100,
      logLevel: 'warn',
      metricsPort: 9464,
      drainSeconds: 25,
      corsOrigins: ['https://koester.nl', 'https://www.koester.nl'],
    });
    expect(loadConfig({})).toMatchObject({ metricsPort: null, drainSeconds: 10, databasePoolSize: 10 });
  });

  it('starts in production with what production requires, and without the demo admin', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      environment: 'production',
      databaseUrl: PRODUCTION.DATABASE_URL,
      seed: false,
      seedFeedbackItems: 0,
      auth: { issuer: PRODUCTION.KOESTER_COGNITO_ISSUER, jwksUrl: PRODUCTION.KOESTER_COGNITO_JWKS_URL },
      admin: { emails: [], userIds: [] },
    });
  });

  it('refuses production without its database, app client, issuer or keys', () => {
    for (const missing of [
      'DATABASE_URL',
      'KOESTER_COGNITO_CLIENT_ID',
      'KOESTER_COGNITO_ISSUER',
      'KOESTER_COGNITO_JWKS_URL',
      'KOESTER_SMTP_URL',
      'KOESTER_SITE_URL',
      'KOESTER_API_URL',
      'KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID',
    ]) {
      for (const environment of ['production', 'staging']) {
        const message = refusal(() => loadConfig({ ...PRODUCTION, NODE_ENV: environment, [missing]: '' }));
        expect(message, `${environment} without ${missing}`).toContain(`${missing} is required in production`);
      }
    }
  });

  it('refuses the development switches in production', () => {
    expect(refusal(() => loadConfig({ ...PRODUCTION, KOESTER_SEED: 'true' }))).toContain('KOESTER_SEED=true');
    expect(refusal(() => loadConfig({ ...PRODUCTION, KOESTER_API_SEED_FEEDBACK_ITEMS: '40' }))).toContain(
      'KOESTER_API_SEED_FEEDBACK_ITEMS',
    );
    expect(refusal(() => loadConfig({ ...PRODUCTION, KOESTER_DEV_CLOCK: 'true' }))).toContain('KOESTER_DEV_CLOCK=true');
    // Saying no is fine.
    expect(loadConfig({ ...PRODUCTION, KOESTER_SEED: 'false' }).seed).toBe(false);
    expect(loadConfig({ ...PRODUCTION, KOESTER_DEV_CLOCK: 'false' }).devClock).toBe(false);
  });
});

describe('the identity service configuration', () => {
  const production = { NODE_ENV: 'production', DATABASE_URL: PRODUCTION.DATABASE_URL };

  it('stops the start on a bad value, naming the variable', () => {
    expect(refusal(() => loadIdentityConfig({ KOESTER_IDENTITY_PORT: 'abc' }))).toContain(
      'KOESTER_IDENTITY_PORT must be a port number',
    );
    expect(refusal(() => loadIdentityConfig({ KOESTER_IDENTITY_DEV_MAILBOX: '1' }))).toContain(
      'KOESTER_IDENTITY_DEV_MAILBOX must be true or false, not "1"',
    );
    expect(refusal(() => loadIdentityConfig({ KOESTER_IDENTITY_PUBLIC_URL: 'identity:9229' }))).toContain(
      'KOESTER_IDENTITY_PUBLIC_URL must be an http(s) URL',
    );
    expect(refusal(() => loadIdentityConfig({ KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID: 'AKIAEXAMPLE' }))).toContain(
      'are set together or not at all',
    );
  });

  it('refuses production without a database, or with the dev mailbox or the demo accounts', () => {
    expect(loadIdentityConfig(production)).toMatchObject({ seed: false, devMailbox: false });
    expect(refusal(() => loadIdentityConfig({ NODE_ENV: 'production' }))).toContain('DATABASE_URL is required');
    expect(refusal(() => loadIdentityConfig({ ...production, KOESTER_IDENTITY_DEV_MAILBOX: 'true' }))).toContain(
      'KOESTER_IDENTITY_DEV_MAILBOX=true is for development',
    );
    expect(refusal(() => loadIdentityConfig({ ...production, KOESTER_SEED: 'true' }))).toContain(
      'KOESTER_SEED=true is for development',
    );
  });
});

describe('the site configuration', () => {
  it('takes an empty value as the default, and removes it so that nothing later reads it as a value', () => {
    const env: NodeJS.ProcessEnv = {
      KOESTER_LISTEN_HOST: '',
      KOESTER_API_URL: '',
      KOESTER_SHELL_PORT: '3100',
      HOME: '',
    };
    expect(checkSiteEnvironment(env)).toMatchObject({ KOESTER_SHELL_PORT: 3100 });
    expect(env).toEqual({ KOESTER_SHELL_PORT: '3100', HOME: '' });
  });
});

describe('.env.example', () => {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
  const listed = [...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);

  it('lists every variable the API, the identity service, the mail catcher and the site read, once, and nothing else', () => {
    const read = new Set(
      [apiEnvironment(), identityEnvironment(), mailcatcherEnvironment(), siteEnvironment()].flatMap((schema) =>
        Object.keys(schema.shape),
      ),
    );
    expect(new Set(listed).size, 'a variable listed twice').toBe(listed.length);
    expect([...new Set(listed)].sort()).toEqual([...read].sort());
  });

  it('shows defaults each service accepts', () => {
    const defaults = Object.fromEntries(
      [...text.matchAll(/^# ([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(() => loadConfig(defaults)).not.toThrow();
    expect(() => loadIdentityConfig(defaults)).not.toThrow();
    expect(() => loadMailcatcherConfig(defaults)).not.toThrow();
    expect(siteEnvironment().safeParse(Object.fromEntries(Object.entries(defaults).filter(([, v]) => v))).success).toBe(
      true,
    );
  });
});
