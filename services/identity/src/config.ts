import path from 'node:path';
import type { AdminKey } from './sigv4.ts';
import { appPort, LOCAL_IDENTITY, readAppsRegistry } from '../../../shared/src/build/apps.mjs';

export interface IdentityConfig {
  port: number;
  /** Where the service listens: loopback by default. */
  host: string;
  userPoolId: string;
  clientId: string;
  /** The tokens' iss: Cognito's URL shape, so the API verifies local and real tokens alike. */
  issuer: string;
  databaseUrl?: string;
  dataDir?: string;
  seed: boolean;
  /** Token lifetime (spec §3: one hour). */
  tokenSeconds: number;
  /** The site, for links in messages (the password reset link). */
  siteUrl: string;
  /**
   * The dev mailbox (GET /_local/mailbox/{email}): only when KOESTER_IDENTITY_DEV_MAILBOX=true, and then only
   * for loopback clients. Off by default: whoever reads the mailbox can reset any account's password.
   */
  devMailbox: boolean;
  /** New accounts one IP may create per 15 minutes (KOESTER_IDENTITY_SIGNUPS_PER_IP, default 20). */
  signUpsPerIp: number;
  /** The only origins whose pages may call the pool (CORS): the app's, as for the API. */
  corsOrigins: string[];
  /**
   * The Host header values the service answers (KOESTER_IDENTITY_ALLOWED_HOSTS, comma-separated; an entry without a
   * port allows that name on any port). Null: the defaults of host-check.ts. Any other host is refused, so that a web
   * page whose name was made to point at this machine (DNS rebinding) cannot read the dev mailbox or call the pool.
   */
  allowedHosts: string[] | null;
  /** The local run's host name (KOESTER_HOST), allowed by default besides the loopback names. */
  hostName: string | null;
  /**
   * The service's URL as its callers reach it, for every URL it publishes (KOESTER_IDENTITY_PUBLIC_URL, else
   * KOESTER_IDENTITY_URL). Null: http://localhost:<the port it listens on>. Never taken from a request.
   */
  publicUrl: string | null;
  /**
   * The IAM access key whose SigV4 signature the admin actions (AdminCreateUser, AdminAddUserToGroup) require, as
   * Amazon Cognito does: KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID and KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY. Unset,
   * every admin call is refused.
   */
  adminKey: AdminKey | null;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Reads the service's configuration; the defaults are the local run contract. */
export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const userPoolId = env.KOESTER_COGNITO_USER_POOL_ID ?? LOCAL_IDENTITY.userPoolId;
  const host = env.KOESTER_HOST ?? 'localhost';
  // The shell and every remote (a remote running alone signs in too), on the ports the API derives them from.
  const appOrigins = ['shell', ...readAppsRegistry().remotes.map((r) => r.name)].map(
    (name) => `http://${host}:${appPort(name, env)}`,
  );
  return {
    port: Number(env.KOESTER_IDENTITY_PORT ?? 9229),
    // Loopback (127.0.0.1 and ::1) unless widened: a container sets KOESTER_IDENTITY_LISTEN=0.0.0.0.
    host: env.KOESTER_IDENTITY_LISTEN || 'localhost',
    userPoolId,
    clientId: env.KOESTER_COGNITO_CLIENT_ID ?? LOCAL_IDENTITY.userPoolClientId,
    issuer: env.KOESTER_COGNITO_ISSUER ?? `https://cognito-idp.${userPoolId.split('_')[0]}.amazonaws.com/${userPoolId}`,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.KOESTER_IDENTITY_DATA_DIR ?? path.join(ROOT, '.data/identity'),
    // The demo accounts (known passwords) only in the local run, unless asked for (KOESTER_SEED=true).
    seed:
      env.KOESTER_SEED === 'true' ||
      (['', 'development', 'test'].includes(env.NODE_ENV ?? '') && env.KOESTER_SEED !== 'false'),
    tokenSeconds: 3600,
    signUpsPerIp: Math.max(1, Math.floor(Number(env.KOESTER_IDENTITY_SIGNUPS_PER_IP ?? 20)) || 20),
    siteUrl: env.KOESTER_SITE_URL ?? `http://${host}:${appPort('shell', env)}`,
    devMailbox: env.KOESTER_IDENTITY_DEV_MAILBOX === 'true',
    corsOrigins: env.KOESTER_CORS_ORIGINS ? list(env.KOESTER_CORS_ORIGINS) : appOrigins,
    allowedHosts: env.KOESTER_IDENTITY_ALLOWED_HOSTS ? list(env.KOESTER_IDENTITY_ALLOWED_HOSTS) : null,
    hostName: env.KOESTER_HOST || null,
    publicUrl: (env.KOESTER_IDENTITY_PUBLIC_URL || env.KOESTER_IDENTITY_URL || '').replace(/\/+$/, '') || null,
    adminKey:
      env.KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID && env.KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID,
            secretAccessKey: env.KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY,
          }
        : null,
  };
}
