import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { blankPglite } from '@koester/db/testing/blank-pglite';
import { freshDatabase } from '@koester/db/testing/postgres-cluster';
import { buildIdentityApp } from '../src/app.ts';
import { loadIdentityConfig } from '../src/config.ts';
import { openIdentityDatabase } from '../src/db.ts';
import { seedDemoAccounts } from '../src/seed.ts';

/** The IAM key the tests' admin calls are signed with (the service is configured with it). */
/**
 * The official AWS SDK for the pool's public actions, as a web app calls them: it signs with any credentials and
 * the pool, like Cognito for a public client, does not ask for them.
 */
export function publicSdk(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'eu-west-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/**
 * The official AWS SDK as publicSdk, sending from another loopback address (127.0.0.2, 127.0.0.3, …): to the service
 * a client on another machine, over real HTTP.
 */
export function sdkFrom(endpoint: string, localAddress: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'eu-west-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
    requestHandler: { httpAgent: new http.Agent({ localAddress, keepAlive: true }) },
  });
}

/** One plain HTTP request, with any headers (also Host) and from any local address; the answer's status, headers and text. */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    localAddress,
    agent,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
    agent?: http.Agent;
  } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

export const TEST_ADMIN_KEY = { accessKeyId: 'KOESTERTESTADMINKEY1', secretAccessKey: 'koester-test-admin-secret' };

/**
 * The identity service on a free port with a fresh pool (demo accounts seeded), on PGlite or PostgreSQL, with the
 * dev mailbox switched on unless `env` says otherwise. `host` is where it listens (loopback by default). `database`
 * starts it over a pool kept from before (a PGlite folder or a PostgreSQL URL), as after a restart.
 */
export async function startTestIdentity(
  backend: 'pglite' | 'postgres' = 'pglite',
  {
    env = {},
    host = '127.0.0.1',
    database: stored,
  }: { env?: NodeJS.ProcessEnv; host?: string; database?: { dataDir: string } | { databaseUrl: string } } = {},
) {
  const config = {
    ...loadIdentityConfig({
      KOESTER_IDENTITY_DEV_MAILBOX: 'true',
      KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID: TEST_ADMIN_KEY.accessKeyId,
      KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY: TEST_ADMIN_KEY.secretAccessKey,
      ...env,
    }),
    seed: true,
  };
  const database = await openIdentityDatabase(
    stored ??
      (backend === 'postgres' ? { databaseUrl: await freshDatabase(inject('postgresUrl')) } : await blankPglite()),
  );
  await seedDemoAccounts(database.db, config);
  let databaseClosed: Promise<void> | undefined;
  const app = await buildIdentityApp({ db: database.db, config, logger: false });
  await app.listen({ port: 0, host });
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  /** A raw Cognito call, as any SDK makes it. */
  async function cognito(action: string, body: Record<string, unknown>) {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  /**
   * A raw Cognito call as if it came from another machine (`remoteAddress`), without any network traffic: the
   * request is injected into the app. For the rules that depend on the caller's address.
   */
  async function cognitoFrom(remoteAddress: string, action: string, body: Record<string, unknown>) {
    const response = await app.inject({
      method: 'POST',
      url: '/',
      remoteAddress,
      headers: {
        host: `127.0.0.1:${port}`,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  }

  /** The newest code sent to an address (the dev mailbox). */
  async function latestCode(email: string): Promise<string> {
    const messages = (await (await fetch(`${url}/_local/mailbox/${encodeURIComponent(email)}`)).json()) as {
      code: string | null;
    }[];
    const code = messages.find((m) => m.code)?.code;
    if (!code) throw new Error(`no code for ${email}`);
    return code;
  }

  /** The official AWS SDK with the admin key, for the admin actions (IAM-signed, as against Cognito). */
  const admin = new CognitoIdentityProviderClient({
    region: config.userPoolId.split('_')[0]!,
    endpoint: url,
    credentials: TEST_ADMIN_KEY,
    maxAttempts: 1,
  });

  return {
    url,
    port,
    admin,
    config,
    db: database.db,
    app,
    cognito,
    cognitoFrom,
    latestCode,
    /** Closes the pool's database under the running service (it stops answering). */
    closeDatabase: () => (databaseClosed ??= database.close()),
    async close() {
      admin.destroy();
      await app.close();
      await (databaseClosed ??= database.close());
    },
  };
}

export type TestIdentity = Awaited<ReturnType<typeof startTestIdentity>>;
