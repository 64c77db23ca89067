import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it, vi } from 'vitest';
import { freshDatabase } from '@koester/db/testing/postgres-cluster';
import { poolNameOf } from '../src/srp.ts';
import { srpClient } from './srp-client.ts';

/**
 * A name without an account gets a made-up user id and salt (decoy.ts), the same each time, as a real account's are.
 * They must stay the same across a restart (and from every instance over the same pool): a name whose salt changed
 * after a restart has no account.
 */
describe.each(['pglite', 'postgres'] as const)('the made-up account of an unknown name, on %s', (backend) => {
  /** Starts the service afresh (its modules loaded anew, as in a new process) over the pool and asks for the name. */
  async function challengeAfterStart(database: { dataDir: string } | { databaseUrl: string }, USERNAME: string) {
    vi.resetModules();
    const { publicSdk, startTestIdentity } = await import('./support.ts');
    const identity = await startTestIdentity(backend, { database });
    const client = publicSdk(identity.url);
    try {
      const { SRP_A } = srpClient(poolNameOf(identity.config.userPoolId));
      const answer = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_SRP_AUTH',
          ClientId: identity.config.clientId,
          AuthParameters: { USERNAME, SRP_A },
        }),
      );
      const { SALT, USER_ID_FOR_SRP } = answer.ChallengeParameters!;
      return { SALT, USER_ID_FOR_SRP };
    } finally {
      client.destroy();
      await identity.close();
    }
  }

  it('is the same after a restart', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'identity-decoy-'));
    try {
      const database =
        backend === 'postgres'
          ? { databaseUrl: await freshDatabase(inject('postgresUrl')) }
          : { dataDir: path.join(folder, 'pool') };
      const before = await challengeAfterStart(database, 'nobody-restarted@example.test');
      const after = await challengeAfterStart(database, 'nobody-restarted@example.test');
      expect(before.SALT).toMatch(/^[0-9a-f]+$/);
      expect(after).toEqual(before);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
