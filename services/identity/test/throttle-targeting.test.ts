import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
  ConfirmSignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS } from '@koester/shared/demo/demo-accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest, sdkFrom, startTestIdentity, type TestIdentity } from './support.ts';

/**
 * The limits stop guessing without letting a stranger lock someone else out: a right answer from an address that did
 * not guess still works, as with Cognito's adaptive lockout. Every client here sends from its own loopback address.
 */
let identity: TestIdentity;
let ClientId: string;
const clients: CognitoIdentityProviderClient[] = [];
beforeEach(async () => {
  identity = await startTestIdentity();
  ClientId = identity.config.clientId;
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await identity.close();
});

const from = (address: string) => {
  const client = sdkFrom(identity.url, address);
  clients.push(client);
  return client;
};
const outcome = (promise: Promise<object>) =>
  promise.then(
    (answer) => ('AuthenticationResult' in answer && answer.AuthenticationResult ? 'tokens' : 'done'),
    (error: Error) => error.name,
  );
const { demo } = DEMO_ACCOUNTS;
const signIn = (client: CognitoIdentityProviderClient, USERNAME: string, PASSWORD: string) =>
  outcome(
    client.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME, PASSWORD } }),
    ),
  );
/** A raw call from an address: the error type and the Retry-After header of its answer. */
const raw = async (localAddress: string, action: string, body: Record<string, unknown>) => {
  const answer = await rawRequest(identity.url, {
    method: 'POST',
    localAddress,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });
  return { status: answer.status, type: JSON.parse(answer.text).__type, retryAfter: answer.headers['retry-after'] };
};

describe('wrong passwords', () => {
  it("from one address across many names stop that address, not the demo account's owner elsewhere", async () => {
    const sprayer = from('127.0.0.2');
    for (let i = 0; i < 22; i++) await signIn(sprayer, `sprayed${i}@example.test`, `Spray!Pass${i}`);
    expect(await signIn(sprayer, demo.email, demo.password)).toBe('TooManyRequestsException');
    const refused = await raw('127.0.0.2', 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId,
      AuthParameters: { USERNAME: demo.email, PASSWORD: demo.password },
    });
    expect(refused).toMatchObject({ status: 400, type: 'TooManyRequestsException' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(await signIn(from('127.0.0.3'), demo.email, demo.password)).toBe('tokens');
  });

  it('for one user from one address stop that address only', async () => {
    const guesser = from('127.0.0.4');
    for (let i = 0; i < 5; i++)
      expect(await signIn(guesser, demo.email, `Guess!Pass${i}`)).toBe('NotAuthorizedException');
    expect(await signIn(guesser, demo.email, demo.password)).toBe('TooManyRequestsException');
    expect(await signIn(from('127.0.0.5'), demo.email, demo.password)).toBe('tokens');
  });
});

describe('wrong reset codes', () => {
  const reset = (client: CognitoIdentityProviderClient, ConfirmationCode: string, Password: string) =>
    outcome(
      client.send(new ConfirmForgotPasswordCommand({ ClientId, Username: demo.email, ConfirmationCode, Password })),
    );
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('from several addresses do not stop the right code from another', async () => {
    await from('127.0.0.10').send(new ForgotPasswordCommand({ ClientId, Username: demo.email }));
    const code = await identity.latestCode(demo.email);
    for (let i = 0; i < 4; i++)
      expect(await reset(from(`127.0.0.${11 + i}`), wrong(code), 'Guessed!Pass1')).toBe('CodeMismatchException');
    expect(await reset(from('127.0.0.16'), code, 'Owner!Pass1')).toBe('done');
    expect(await signIn(from('127.0.0.16'), demo.email, 'Owner!Pass1')).toBe('tokens');
  });

  it('burn the code after five tries from anywhere; a new code works at once', async () => {
    await from('127.0.0.20').send(new ForgotPasswordCommand({ ClientId, Username: demo.email }));
    const burned = await identity.latestCode(demo.email);
    for (let i = 0; i < 5; i++)
      expect(await reset(from(`127.0.0.${21 + i}`), wrong(burned), 'Guessed!Pass1')).toBe('CodeMismatchException');
    // Guessing from ever more addresses gets nowhere: even the right code no longer works.
    expect(await reset(from('127.0.0.26'), burned, 'Guessed!Pass1')).toBe('CodeMismatchException');
    await from('127.0.0.27').send(new ForgotPasswordCommand({ ClientId, Username: demo.email }));
    const fresh = await identity.latestCode(demo.email);
    expect(fresh).not.toBe(burned);
    expect(await reset(from('127.0.0.27'), fresh, 'Owner!Pass2')).toBe('done');
  });

  it('from one address stop that address, with Retry-After', async () => {
    await from('127.0.0.30').send(new ForgotPasswordCommand({ ClientId, Username: demo.email }));
    for (let i = 0; i < 5; i++)
      expect(
        await raw('127.0.0.31', 'ConfirmForgotPassword', {
          ClientId,
          Username: demo.email,
          ConfirmationCode: 'x',
          Password: 'Guessed!Pass1',
        }),
      ).toMatchObject({ type: 'CodeMismatchException' });
    const refused = await raw('127.0.0.31', 'ConfirmForgotPassword', {
      ClientId,
      Username: demo.email,
      ConfirmationCode: 'x',
      Password: 'Guessed!Pass1',
    });
    expect(refused).toMatchObject({ status: 400, type: 'TooManyRequestsException' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });

  it('of a sign-up code are limited the same way', async () => {
    const client = from('127.0.0.40');
    const email = 'waiting@example.test';
    await client.send(new SignUpCommand({ ClientId, Username: email, Password: 'Waiting!Pass1' }));
    const code = await identity.latestCode(email);
    for (let i = 0; i < 4; i++)
      await expect(
        from(`127.0.0.${41 + i}`).send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: 'x' })),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await expect(
      from('127.0.0.45').send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code })),
    ).resolves.toBeDefined();
  });
});
