import os from 'node:os';
import path from 'node:path';
import { appPort, remoteNames } from '@koester/build/apps.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Ports of the e2e run: each app's port in the registry plus 100 (shell 3100, remotes 3101 …), apart from the
 * local run contract's so a running `npm start` does not clash.
 */
export const E2E_PORTS: Readonly<Record<string, number>> = Object.fromEntries(
  ['shell', ...remoteNames()].map((name) => [name, appPort(name, {}) + 100]),
);

/** The e2e run's API, on its own port with a fresh database each run. */
const E2E_API_PORT = 4100;
export const E2E_API_URL = `http://localhost:${E2E_API_PORT}/prod`;
export const E2E_IDENTITY_PORT = 9329;

/** The e2e run's mail catcher: the contract's ports plus 100, SMTP 1125 (the API sends there) and HTTP 8125. */
const E2E_SMTP_PORT = 1125;
const E2E_MAIL_PORT = 8125;
export const E2E_MAIL_URL = `http://localhost:${E2E_MAIL_PORT}`;
const E2E_SMTP_URL = `smtp://localhost:${E2E_SMTP_PORT}`;

/** The identity service's admin key in the e2e run: a local key, the same in the runner and its workers. */
export const E2E_ADMIN_KEY = { accessKeyId: 'KOESTERE2EADMINKEY01', secretAccessKey: 'koester-e2e-admin-secret' };

export const E2E_ENV: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(E2E_PORTS).map(([name, port]) => [`KOESTER_${name.toUpperCase()}_PORT`, String(port)]),
  ),
  KOESTER_API_PORT: String(E2E_API_PORT),
  KOESTER_API_DATA_DIR: path.join(os.tmpdir(), `koester-e2e-api-${process.pid}`),
  KOESTER_IDENTITY_PORT: String(E2E_IDENTITY_PORT),
  KOESTER_IDENTITY_DATA_DIR: path.join(os.tmpdir(), `koester-e2e-identity-${process.pid}`),
  // The journeys create users as an administrator would: IAM-signed admin calls with this run's own key.
  KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID: E2E_ADMIN_KEY.accessKeyId,
  KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY: E2E_ADMIN_KEY.secretAccessKey,
  KOESTER_MAILCATCHER_SMTP_PORT: String(E2E_SMTP_PORT),
  KOESTER_MAILCATCHER_HTTP_PORT: String(E2E_MAIL_PORT),
  // Where the API sends its mail: this run's catcher.
  KOESTER_SMTP_URL: E2E_SMTP_URL,
  // Every journey writes from this one machine (one address): the API's per-address write limit (60 a minute by
  // default) would refuse the run's own posts, votes and comments part-way.
  KOESTER_WRITES_PER_MINUTE: '100000',
  // A comment digest gathers for 2 s instead of 10 minutes, so the journeys see it; the hourly limit stays.
  KOESTER_DIGEST_GATHER_SECONDS: '2',
};

/** Where the e2e run's `start` publishes the builds (the local CDN). */
export const E2E_CDN_DIR = path.join(ROOT, '.cdn-e2e');

export const SHELL_URL = `http://localhost:${E2E_PORTS.shell!}`;

export { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
