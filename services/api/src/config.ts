import path from 'node:path';
import { appPort, LOCAL_IDENTITY, readAppsRegistry } from '../../../shared/src/build/apps.mjs';

export interface ApiConfig {
  /** development unless NODE_ENV names another environment (production, staging …). */
  environment: 'development' | 'production';
  port: number;
  /** The address to listen on: loopback unless KOESTER_API_LISTEN widens it (0.0.0.0 in a container). */
  host: string;
  /** postgres://… uses a PostgreSQL server; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Seed the demo data of the local run contract on start (idempotent): in
   * development unless KOESTER_SEED=false, elsewhere only with KOESTER_SEED=true.
   */
  seed: boolean;
  /**
   * Benchmarks only: top the feedback table up to this many items on start
   * (KOESTER_API_SEED_FEEDBACK_ITEMS, 0 to 1000, default 0). Honoured only where
   * the demo data is seeded in development; 0 anywhere else.
   */
  seedFeedbackItems: number;
  corsOrigins: string[];
  auth: {
    userPoolId: string;
    clientId: string;
    /** The tokens' iss: Cognito's URL for the pool, unless configured otherwise. */
    issuer: string;
    /** Where the signing keys are fetched: Cognito's own URL in production, the local identity service here. */
    jwksUrl: string;
  };
  /** Admins besides the Cognito group: by verified email, or by user id (sub). */
  admin: { emails: string[]; userIds: string[] };
  /**
   * The proxies (addresses or CIDR ranges) whose X-Forwarded-For is believed;
   * none by default, so the client's address is the connection's.
   */
  trustedProxies: string[];
  /** Writes allowed per minute, per user and per IP. */
  writesPerMinute: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** Live event streams one client address may hold open at once (KOESTER_API_STREAMS_PER_IP, default 20). */
  streamsPerIp: number;
  /** How often an open stream gets a keep-alive comment, so proxies do not drop it as idle. */
  streamPingMs: number;
  /**
   * The Host headers the API answers (KOESTER_API_ALLOWED_HOSTS, comma-separated); any other gets 421. An entry is
   * `name:port`, or a bare `name`, which allows that name with no port or with the port the API listens on. By
   * default localhost, 127.0.0.1, [::1], KOESTER_HOST and the names in KOESTER_ALLOWED_HOSTS, which every server
   * of the local run answers: the local run, its e2e copies and the tests.
   */
  allowedHosts: string[];
  /**
   * Id tokens issued (iat) longer ago than this are refused even before their exp
   * (KOESTER_API_MAX_TOKEN_AGE_SECONDS); 0, the default, leaves it to exp (Cognito's lifetime).
   */
  maxTokenAgeSeconds: number;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A whole number from the environment, within bounds; anything else stops the start with a message. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, not "${raw}".`);
  }
  return value;
}

/** A Host allow-list entry as a Host header writes it: lower case, an IPv6 address in brackets (`::1` → `[::1]`). */
function hostEntry(entry: string): string {
  const lower = entry.toLowerCase();
  return lower.split(':').length > 2 && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/** Development is the local run: NODE_ENV unset, development or test. Anything else is a real environment. */
export const isDevelopment = (env: NodeJS.ProcessEnv) => ['', 'development', 'test'].includes(env.NODE_ENV ?? '');

/** Reads the API's configuration from the environment; the defaults are the local run contract. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.KOESTER_HOST ?? 'localhost';
  const userPoolId = env.KOESTER_COGNITO_USER_POOL_ID ?? LOCAL_IDENTITY.userPoolId;
  const identityUrl = env.KOESTER_IDENTITY_URL ?? `http://${host}:${env.KOESTER_IDENTITY_PORT ?? 9229}`;
  const appOrigins = ['shell', ...readAppsRegistry().remotes.map((r) => r.name)].map(
    (name) => `http://${host}:${appPort(name, env)}`,
  );
  const development = isDevelopment(env);
  const seed = env.KOESTER_SEED === 'true' || (development && env.KOESTER_SEED !== 'false');
  const seedFeedbackItems = wholeNumber(env, 'KOESTER_API_SEED_FEEDBACK_ITEMS', 0, 1000);
  return {
    environment: development ? 'development' : 'production',
    port: Number(env.KOESTER_API_PORT ?? 4000),
    host: env.KOESTER_API_LISTEN || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.KOESTER_API_DATA_DIR ?? path.join(ROOT, '.data/api'),
    // The demo data holds known accounts' lists and the guessable share token "demo": never by accident.
    seed,
    seedFeedbackItems: development && seed ? seedFeedbackItems : 0,
    corsOrigins: env.KOESTER_CORS_ORIGINS ? list(env.KOESTER_CORS_ORIGINS) : appOrigins,
    auth: {
      userPoolId,
      clientId: env.KOESTER_COGNITO_CLIENT_ID ?? LOCAL_IDENTITY.userPoolClientId,
      issuer:
        env.KOESTER_COGNITO_ISSUER ?? `https://cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com/${userPoolId}`,
      jwksUrl: env.KOESTER_COGNITO_JWKS_URL ?? `${identityUrl}/${userPoolId}/.well-known/jwks.json`,
    },
    admin: {
      // The demo admin is an admin only in development; elsewhere the list is what is configured.
      emails: list(env.KOESTER_ADMIN_EMAILS ?? (development ? 'admin@koester.test' : '')).map((e) => e.toLowerCase()),
      userIds: list(env.KOESTER_ADMIN_USER_IDS),
    },
    trustedProxies: list(env.KOESTER_TRUSTED_PROXIES),
    writesPerMinute: Number(env.KOESTER_WRITES_PER_MINUTE ?? 60),
    bodyLimitBytes: Number(env.KOESTER_BODY_LIMIT_BYTES ?? 64 * 1024),
    logLevel: env.KOESTER_LOG_LEVEL ?? 'info',
    streamsPerIp: wholeNumber(env, 'KOESTER_API_STREAMS_PER_IP', 20, 100_000),
    streamPingMs: 25_000,
    allowedHosts: [
      ...new Set(
        list(
          env.KOESTER_API_ALLOWED_HOSTS ??
            // The names every server of the local run answers (scripts/lib/allowed-hosts.mjs), on the API's port.
            `localhost,127.0.0.1,[::1],${host},${env.KOESTER_ALLOWED_HOSTS ?? ''}`,
        ).map(hostEntry),
      ),
    ],
    maxTokenAgeSeconds: wholeNumber(env, 'KOESTER_API_MAX_TOKEN_AGE_SECONDS', 0, 7 * 24 * 3600),
  };
}
