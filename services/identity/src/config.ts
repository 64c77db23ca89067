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
  parseEnvironment,
  postgresUrl,
  refuseWith,
  urlList,
  wholeNumber,
} from '@koester/server/environment.mjs';
import type { AdminKey } from './sigv4.ts';
import { appPort, LOCAL_IDENTITY } from '@koester/build/apps.mjs';

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
  /** The demo accounts: in development unless KOESTER_SEED=false; never elsewhere. */
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
   * The IAM access key whose SigV4 signature the admin actions (AdminCreateUser, AdminAddUserToGroup,
   * AdminUserGlobalSignOut, AdminDeleteUser) require, as Amazon Cognito does: KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID and
   * KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY. Unset, every admin call is refused.
   */
  adminKey: AdminKey | null;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  drainSeconds: number;
}

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every variable the identity service reads, checked at start (listed in `.env.example`, kept in step by a test). */
export const identityEnvironment = () =>
  z.object({
    ...localRunVariables(),
    KOESTER_IDENTITY_LISTEN: z.string().optional(),
    KOESTER_IDENTITY_PUBLIC_URL: httpUrl().optional(),
    KOESTER_IDENTITY_ALLOWED_HOSTS: list().optional(),
    KOESTER_IDENTITY_DATA_DIR: z.string().optional(),
    KOESTER_IDENTITY_DEV_MAILBOX: flag().optional(),
    KOESTER_IDENTITY_SIGNUPS_PER_IP: wholeNumber(1, 1_000_000).optional(),
    KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID: z.string().optional(),
    KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY: z.string().optional(),
    KOESTER_IDENTITY_DRAIN_SECONDS: wholeNumber(0, 600).optional(),
    ...cognitoVariables(),
    KOESTER_SITE_URL: httpUrl().optional(),
    KOESTER_CORS_ORIGINS: urlList().optional(),
    DATABASE_URL: postgresUrl().optional(),
    KOESTER_SEED: flag().optional(),
  });

/**
 * Reads the service's configuration; the defaults are the local run contract. A bad value, or outside development a
 * missing database or a development switch, throws a ConfigurationError naming the variables.
 */
export function loadIdentityConfig(environment: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const env = parseEnvironment('The identity service', identityEnvironment(), environment);
  const development = isDevelopment(environment);
  refuseWith('The identity service', [
    Boolean(env.KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID) !== Boolean(env.KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY) &&
      'KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID and KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY are set together or not at all.',
    // What a real environment must not start without, or with.
    !development &&
      !env.DATABASE_URL &&
      'DATABASE_URL is required outside development: the embedded database is for development.',
    !development &&
      env.KOESTER_SEED === true &&
      'KOESTER_SEED=true is for development: the demo accounts have known passwords.',
    !development &&
      env.KOESTER_IDENTITY_DEV_MAILBOX === true &&
      'KOESTER_IDENTITY_DEV_MAILBOX=true is for development: whoever reads the mailbox can reset any password.',
  ]);
  const userPoolId = env.KOESTER_COGNITO_USER_POOL_ID ?? LOCAL_IDENTITY.userPoolId;
  const host = env.KOESTER_HOST ?? 'localhost';
  return {
    port: env.KOESTER_IDENTITY_PORT ?? 9229,
    // Loopback (127.0.0.1 and ::1) unless widened: a container sets KOESTER_IDENTITY_LISTEN=0.0.0.0.
    host: env.KOESTER_IDENTITY_LISTEN ?? 'localhost',
    userPoolId,
    clientId: env.KOESTER_COGNITO_CLIENT_ID ?? LOCAL_IDENTITY.userPoolClientId,
    issuer: env.KOESTER_COGNITO_ISSUER ?? cognitoIssuer(userPoolId),
    databaseUrl: env.DATABASE_URL,
    dataDir: env.KOESTER_IDENTITY_DATA_DIR ?? path.join(ROOT, '.data/identity'),
    // The demo accounts (known passwords) only in the local run.
    seed: development && env.KOESTER_SEED !== false,
    tokenSeconds: 3600,
    signUpsPerIp: env.KOESTER_IDENTITY_SIGNUPS_PER_IP ?? 20,
    siteUrl: env.KOESTER_SITE_URL ?? `http://${host}:${appPort('shell', environment)}`,
    devMailbox: env.KOESTER_IDENTITY_DEV_MAILBOX ?? false,
    corsOrigins: env.KOESTER_CORS_ORIGINS ?? localAppOrigins(host, environment),
    allowedHosts: env.KOESTER_IDENTITY_ALLOWED_HOSTS ?? null,
    hostName: env.KOESTER_HOST ?? null,
    publicUrl: (env.KOESTER_IDENTITY_PUBLIC_URL ?? env.KOESTER_IDENTITY_URL ?? '').replace(/\/+$/, '') || null,
    adminKey:
      env.KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID && env.KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID,
            secretAccessKey: env.KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY,
          }
        : null,
    drainSeconds: env.KOESTER_IDENTITY_DRAIN_SECONDS ?? 10,
  };
}
