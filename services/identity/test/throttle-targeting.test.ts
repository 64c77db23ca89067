import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  ConfirmSignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
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

  it("from many addresses stop those that guessed, not the owner's right password from an address that did not", async () => {
    // Thirteen addresses, none reaching its own limit of five, fill the user's overall ceiling of fifty.
    for (let address = 2; address <= 14; address++)
      for (let i = 0; i < (address === 14 ? 2 : 4); i++)
        expect(await signIn(from(`127.0.0.${address}`), demo.email, `Guess!Pass${address}-${i}`)).toBe(
          'NotAuthorizedException',
        );
    // An address that guessed is held to the ceiling, even with the right password.
    expect(await signIn(from('127.0.0.2'), demo.email, demo.password)).toBe('TooManyRequestsException');
    // The owner, from an address that never failed for the user, signs in.
    expect(await signIn(from('127.0.0.50'), demo.email, demo.password)).toBe('tokens');
    // A new address gets one guess, and then the ceiling holds it too.
    expect(await signIn(from('127.0.0.51'), demo.email, 'Guess!Pass51')).toBe('NotAuthorizedException');
    expect(await signIn(from('127.0.0.51'), demo.email, demo.password)).toBe('TooManyRequestsException');
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

describe('codes asked for', () => {
  const forgot = (client: CognitoIdentityProviderClient, Username = demo.email) =>
    outcome(client.send(new ForgotPasswordCommand({ ClientId, Username })));
  const resend = (client: CognitoIdentityProviderClient, Username: string) =>
    outcome(client.send(new ResendConfirmationCodeCommand({ ClientId, Username })));

  it("by a stranger from one address do not stop the owner's own reset", async () => {
    const stranger = from('127.0.0.2');
    for (let i = 0; i < 3; i++) expect(await forgot(stranger)).toBe('done');
    for (let i = 0; i < 3; i++) expect(await forgot(stranger)).toBe('TooManyRequestsException');
    const owner = from('127.0.0.3');
    expect(await forgot(owner)).toBe('done');
    const code = await identity.latestCode(demo.email);
    expect(
      await outcome(
        owner.send(
          new ConfirmForgotPasswordCommand({
            ClientId,
            Username: demo.email,
            ConfirmationCode: code,
            Password: 'Owner!Pass3',
          }),
        ),
      ),
    ).toBe('done');
  });

  it("by a stranger who burned a sign-up code do not stop the owner's confirmation", async () => {
    const email = 'burned-signup@example.test';
    const owner = from('127.0.0.40');
    await owner.send(new SignUpCommand({ ClientId, Username: email, Password: 'Burned!Pass1' }));
    const stranger = from('127.0.0.41');
    for (let i = 0; i < 5; i++)
      await expect(
        stranger.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: '000000' })),
      ).rejects.toMatchObject({ name: expect.stringMatching(/CodeMismatchException|TooManyRequestsException/) });
    for (let i = 0; i < 5; i++) await resend(stranger, email);
    expect(await resend(owner, email)).toBe('done');
    const code = await identity.latestCode(email);
    expect(
      await outcome(owner.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: code }))),
    ).toBe('done');
  });

  it('for one name from all addresses together stop at ten an hour, with Retry-After', async () => {
    for (const [address, times] of [
      ['127.0.0.60', 3],
      ['127.0.0.61', 3],
      ['127.0.0.62', 3],
      ['127.0.0.63', 1],
    ] as const)
      for (let i = 0; i < times; i++) expect(await forgot(from(address))).toBe('done');
    const refused = await raw('127.0.0.64', 'ForgotPassword', { ClientId, Username: demo.email });
    expect(refused).toMatchObject({ status: 400, type: 'TooManyRequestsException' });
    expect(Number(refused.retryAfter)).toBeGreaterThan(15 * 60);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    // Another name is not affected.
    expect(
      await outcome(
        from('127.0.0.64').send(new ForgotPasswordCommand({ ClientId, Username: DEMO_ACCOUNTS.admin.email })),
      ),
    ).toBe('done');
  });
});
