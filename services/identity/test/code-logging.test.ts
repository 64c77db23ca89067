import {
  AdminCreateUserCommand,
  ForgotPasswordCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicSdk, startTestIdentity } from './support.ts';

/** Codes and temporary passwords open accounts: outside the local run they appear in no log and no table. */
describe('codes and temporary passwords', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Sends a sign-up code, a reset code and a temporary password; what was printed, and what was issued. */
  async function sendEverything(devMailbox: boolean) {
    const identity = await startTestIdentity('pglite', {
      env: { KOESTER_IDENTITY_DEV_MAILBOX: devMailbox ? 'true' : undefined },
    });
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout) as (chunk: string | Uint8Array) => boolean;
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return write(chunk);
    });
    const client = publicSdk(identity.url);
    const ClientId = identity.config.clientId;
    try {
      await client.send(new SignUpCommand({ ClientId, Username: 'logged@example.test', Password: 'Logged!Pass1' }));
      await client.send(new ForgotPasswordCommand({ ClientId, Username: 'demo@koester.test' }));
      await identity.admin.send(
        new AdminCreateUserCommand({
          UserPoolId: identity.config.userPoolId,
          Username: 'temporary@example.test',
          TemporaryPassword: 'Temporary!Pass9',
        }),
      );
      const codes = (await identity.db.selectFrom('identity.codes').select('code').execute()).map((row) => row.code);
      const stored = await identity.db.selectFrom('identity.messages').selectAll().execute();
      return { printed: printed.join(''), codes, stored };
    } finally {
      vi.restoreAllMocks();
      client.destroy();
      await identity.close();
    }
  }

  it('are printed and kept only when the dev mailbox is switched on', async () => {
    const quiet = await sendEverything(false);
    expect(quiet.codes).toHaveLength(2);
    for (const code of quiet.codes) expect(quiet.printed).not.toContain(code);
    expect(quiet.printed).not.toContain('Temporary!Pass9');
    expect(quiet.printed).toContain('[identity] mail to logged@example.test');
    expect(quiet.stored).toEqual([]);

    const local = await sendEverything(true);
    for (const code of local.codes) expect(local.printed).toContain(`(code ${code})`);
    expect(local.stored.map((message) => message.email).sort()).toEqual([
      'demo@koester.test',
      'logged@example.test',
      'temporary@example.test',
    ]);
  });
});
