import path from 'node:path';
import { z } from 'zod';
import {
  localRunVariables,
  cognitoIssuer,
  cognitoVariables,
  flag,
  httpUrl,
  isDevelopment,
  list,
  localAppOrigins,
  logLevel,
  parseEnvironment,
  port,
  postgresUrl,
  refuseWith,
  smtpUrl,
  urlList,
  wholeNumber,
} from '@koester/server/environment.mjs';
import { appPort, LOCAL_IDENTITY } from '@koester/build/apps.mjs';
import type { ApiConfig } from './api-config.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A Host allow-list entry as a Host header writes it: lower case, an IPv6 address in brackets (`::1` → `[::1]`). */
function hostEntry(entry: string): string {
  const lower = entry.toLowerCase();
  return lower.split(':').length > 2 && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/**
 * Every variable the API reads, checked at start (`.env.example` lists them with their defaults and meaning; a test
 * keeps the two in step). All optional here: the defaults, and what production requires, are applied below.
 */
export const apiEnvironment = () =>
  z.object({
    KOESTER_ALLOWED_HOSTS: list().optional(),
    ...localRunVariables(),
    KOESTER_API_PORT: port().optional(),
    KOESTER_API_LISTEN: z.string().optional(),
    KOESTER_API_ALLOWED_HOSTS: list().optional(),
    KOESTER_API_METRICS_PORT: port().optional(),
    KOESTER_API_DRAIN_SECONDS: wholeNumber(0, 600).optional(),
    KOESTER_API_DRAIN_DELAY_SECONDS: wholeNumber(0, 120).optional(),
    KOESTER_API_DB_POOL_SIZE: wholeNumber(1, 1000).optional(),
    DATABASE_URL: postgresUrl().optional(),
    KOESTER_API_DATA_DIR: z.string().optional(),
    KOESTER_SEED: flag().optional(),
    KOESTER_API_SEED_FEEDBACK_ITEMS: wholeNumber(0, 1000).optional(),
    KOESTER_CORS_ORIGINS: urlList().optional(),
    ...cognitoVariables(),
    KOESTER_COGNITO_JWKS_URL: httpUrl().optional(),
    KOESTER_ADMIN_EMAILS: list().optional(),
    KOESTER_ADMIN_USER_IDS: list().optional(),
    KOESTER_TRUSTED_PROXIES: list().optional(),
    KOESTER_WRITES_PER_MINUTE: wholeNumber(1, 1_000_000).optional(),
    KOESTER_BODY_LIMIT_BYTES: wholeNumber(1024, 100 * 1024 * 1024).optional(),
    KOESTER_LOG_LEVEL: logLevel().optional(),
    KOESTER_API_STREAMS_PER_IP: wholeNumber(0, 100_000).optional(),
    KOESTER_API_MAX_TOKEN_AGE_SECONDS: wholeNumber(0, 7 * 24 * 3600).optional(),
    KOESTER_SMTP_URL: smtpUrl().optional(),
    KOESTER_MAIL_FROM: z.string().trim().min(3).optional(),
    KOESTER_SITE_URL: httpUrl().optional(),
    KOESTER_API_URL: httpUrl().optional(),
    KOESTER_API_WORKERS: flag().optional(),
    KOESTER_PORTAL_MAILS_PER_SECOND: wholeNumber(1, 10_000).optional(),
    KOESTER_DIGEST_GATHER_SECONDS: wholeNumber(0, 3600).optional(),
    KOESTER_DEV_CLOCK: flag().optional(),
    KOESTER_COGNITO_ENDPOINT: httpUrl().optional(),
    KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID: z.string().optional(),
    KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY: z.string().optional(),
  });

/**
 * Reads the API's configuration from the environment; the defaults are the local run contract. A bad value, or in
 * production a missing requirement or a development switch, throws a ConfigurationError naming the variables.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ApiConfig {
  const env = parseEnvironment('The API', apiEnvironment(), environment);
  const development = isDevelopment(environment);
  // What a real environment must not start without, or with.
  if (!development) {
    refuseWith('The API', [
      !env.DATABASE_URL && 'DATABASE_URL is required in production: the embedded database is for development.',
      !env.KOESTER_COGNITO_CLIENT_ID &&
        'KOESTER_COGNITO_CLIENT_ID is required in production: tokens are checked against the app client.',
      !env.KOESTER_COGNITO_ISSUER && "KOESTER_COGNITO_ISSUER is required in production (the tokens' iss).",
      !env.KOESTER_COGNITO_JWKS_URL &&
        'KOESTER_COGNITO_JWKS_URL is required in production: it would fall back to the local identity service.',
      env.KOESTER_SEED === true && 'KOESTER_SEED=true is for development: the demo data holds known accounts.',
      env.KOESTER_API_SEED_FEEDBACK_ITEMS !== undefined &&
        'KOESTER_API_SEED_FEEDBACK_ITEMS is for benchmarks in development; leave it unset in production.',
      !env.KOESTER_SMTP_URL && 'KOESTER_SMTP_URL is required in production: reminders go out through it.',
      !env.KOESTER_SITE_URL && "KOESTER_SITE_URL is required in production: mails link to the site's pages.",
      !env.KOESTER_API_URL && 'KOESTER_API_URL is required in production: mails and calendars link to the API.',
      env.KOESTER_DEV_CLOCK === true && 'KOESTER_DEV_CLOCK=true is for development: it lets anyone set the clock.',
      !env.KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID &&
        'KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID is required in production, with its secret: deleting an account removes its user-pool account with it.',
    ]);
  }
  if (Boolean(env.KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID) !== Boolean(env.KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY)) {
    refuseWith('The API', [
      'KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID and KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY are set together or not at all.',
    ]);
  }
  const host = env.KOESTER_HOST ?? 'localhost';
  const userPoolId = env.KOESTER_COGNITO_USER_POOL_ID ?? LOCAL_IDENTITY.userPoolId;
  const identityUrl = env.KOESTER_IDENTITY_URL ?? `http://${host}:${env.KOESTER_IDENTITY_PORT ?? 9229}`;
  const seed = development && env.KOESTER_SEED !== false;
  return {
    environment: development ? 'development' : 'production',
    port: env.KOESTER_API_PORT ?? 4000,
    host: env.KOESTER_API_LISTEN ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.KOESTER_API_DB_POOL_SIZE ?? 10,
    dataDir: env.KOESTER_API_DATA_DIR ?? path.join(ROOT, '.data/api'),
    // The demo data holds known accounts' lists and the guessable share token "demo": development only.
    seed,
    seedFeedbackItems: seed ? (env.KOESTER_API_SEED_FEEDBACK_ITEMS ?? 0) : 0,
    corsOrigins: env.KOESTER_CORS_ORIGINS ?? localAppOrigins(host, environment),
    auth: {
      userPoolId,
      clientId: env.KOESTER_COGNITO_CLIENT_ID ?? LOCAL_IDENTITY.userPoolClientId,
      issuer: env.KOESTER_COGNITO_ISSUER ?? cognitoIssuer(userPoolId),
      jwksUrl: env.KOESTER_COGNITO_JWKS_URL ?? `${identityUrl}/${userPoolId}/.well-known/jwks.json`,
    },
    admin: {
      // The demo admin is an admin only in development; elsewhere the list is what is configured.
      emails: (env.KOESTER_ADMIN_EMAILS ?? (development ? ['admin@koester.test'] : [])).map((e) => e.toLowerCase()),
      userIds: env.KOESTER_ADMIN_USER_IDS ?? [],
    },
    trustedProxies: env.KOESTER_TRUSTED_PROXIES ?? [],
    writesPerMinute: env.KOESTER_WRITES_PER_MINUTE ?? 60,
    bodyLimitBytes: env.KOESTER_BODY_LIMIT_BYTES ?? 64 * 1024,
    logLevel: env.KOESTER_LOG_LEVEL ?? 'info',
    streamsPerIp: env.KOESTER_API_STREAMS_PER_IP ?? 20,
    streamPingMs: 25_000,
    streamHeldBytes: 256 * 1024,
    streamStalledMs: 30_000,
    allowedHosts: [
      ...new Set(
        (
          env.KOESTER_API_ALLOWED_HOSTS ?? [
            // The names every server of the local run answers (scripts/lib/allowed-hosts.mjs), on the API's port.
            'localhost',
            '127.0.0.1',
            '[::1]',
            host,
            ...(env.KOESTER_ALLOWED_HOSTS ?? []),
          ]
        ).map(hostEntry),
      ),
    ],
    maxTokenAgeSeconds: env.KOESTER_API_MAX_TOKEN_AGE_SECONDS ?? 0,
    metricsPort: env.KOESTER_API_METRICS_PORT ?? null,
    drainSeconds: env.KOESTER_API_DRAIN_SECONDS ?? 10,
    drainDelaySeconds: env.KOESTER_API_DRAIN_DELAY_SECONDS ?? 0,
    mail: {
      // The local mail catcher of npm start (services/mailcatcher) in development.
      smtpUrl: env.KOESTER_SMTP_URL ?? `smtp://${host}:1025`,
      from: env.KOESTER_MAIL_FROM ?? 'Koester <herinneringen@koester.app>',
      siteUrl: env.KOESTER_SITE_URL ?? `http://${host}:${appPort('shell', environment)}`,
      apiUrl: env.KOESTER_API_URL ?? `http://${host}:${env.KOESTER_API_PORT ?? 4000}/prod`,
      // Amazon SES's sending rate for a new production account: 14 mails a second.
      portalMailsPerSecond: env.KOESTER_PORTAL_MAILS_PER_SECOND ?? 14,
      digestGatherSeconds: env.KOESTER_DIGEST_GATHER_SECONDS ?? 600,
    },
    workers: env.KOESTER_API_WORKERS ?? true,
    userPoolAdmin: env.KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID
      ? {
          // Amazon Cognito's endpoint for the pool's region, or the local identity service in development.
          endpoint:
            env.KOESTER_COGNITO_ENDPOINT ??
            (development ? identityUrl : `https://cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com`),
          region: userPoolId.split('_')[0]!,
          userPoolId,
          credentials: {
            accessKeyId: env.KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID,
            secretAccessKey: env.KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY!,
          },
        }
      : null,
    devClock: development && env.KOESTER_DEV_CLOCK === true,
  };
}
