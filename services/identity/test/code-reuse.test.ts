import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdkFrom, startTestIdentity, type TestIdentity } from './support.ts';

/**
 * A mailed code works once: of several right answers sent at the same moment (each from its own address, so that no
 * limit stands in the way), exactly one succeeds.
 */
describe.each(['pglite', 'postgres'] as const)('a code answered in parallel, on %s', (backend) => {
  let identity: TestIdentity;
  let ClientId: string;
  const clients: CognitoIdentityProviderClient[] = [];
  beforeAll(async () => {
    identity = await startTestIdentity(backend);
    ClientId = identity.config.clientId;
  });
  afterAll(async () => {
    for (const client of clients) client.destroy();
    await identity.close();
  });

  const PARALLEL = 8;
  /** One client per address 127.0.0.<first>…, each with its connection open, so that their answers start together. */
  const fromAddresses = async (first: number) => {
    const list = Array.from({ length: PARALLEL }, (_, i) => sdkFrom(identity.url, `127.0.0.${first + i}`));
    clients.push(...list);
    await Promise.all(
      list.map((client, i) =>
        client.send(new ForgotPasswordCommand({ ClientId, Username: `warm-up-${first + i}@example.test` })),
      ),
    );
    return list;
  };
  const outcome = (promise: Promise<object>) =>
    promise.then(
      () => 'done',
      (error: Error) => error.name,
    );

  it('resets the password once', async () => {
    const { email } = DEMO_ACCOUNTS.demo;
    const resetters = await fromAddresses(10);
    await resetters[0]!.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    const code = await identity.latestCode(email);
    const passwords = resetters.map((_, i) => `Parallel!Pass${i}`);
    const outcomes = await Promise.all(
      resetters.map((client, i) =>
        outcome(
          client.send(
            new ConfirmForgotPasswordCommand({
              ClientId,
              Username: email,
              ConfirmationCode: code,
              Password: passwords[i],
            }),
          ),
        ),
      ),
    );
    expect(outcomes.filter((answer) => answer === 'done')).toHaveLength(1);
    expect(outcomes.filter((answer) => answer !== 'done')).toEqual(Array(PARALLEL - 1).fill('CodeMismatchException'));
    // The password set is the one whose reset succeeded.
    const winner = passwords[outcomes.indexOf('done')]!;
    await expect(
      resetters[0]!.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId,
          AuthParameters: { USERNAME: email, PASSWORD: winner },
        }),
      ),
    ).resolves.toMatchObject({ AuthenticationResult: expect.anything() });
  });

  it('confirms a sign-up once', async () => {
    const email = `parallel-${backend}@example.test`;
    const confirmers = await fromAddresses(20);
    await confirmers[0]!.send(new SignUpCommand({ ClientId, Username: email, Password: 'Parallel!Pass1' }));
    const code = await identity.latestCode(email);
    const outcomes = await Promise.all(
      confirmers.map((client) =>
        outcome(client.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code }))),
      ),
    );
    expect(outcomes.filter((answer) => answer === 'done')).toHaveLength(1);
  });
});
