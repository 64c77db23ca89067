import {
  type CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolNameOf } from '../src/srp.ts';
import { srpClient } from './srp-client.ts';
import { publicSdk, rawRequest, sdkFrom, startTestIdentity, type TestIdentity } from './support.ts';

/**
 * Cognito's "prevent user existence errors": every answer, limit and delay is the same for a name with an account
 * and one without. Each check runs from its own loopback address, so that the limits of one do not reach another.
 */
let identity: TestIdentity;
let ClientId: string;
const clients: CognitoIdentityProviderClient[] = [];
const confirmed = 'confirmed@example.test';
const unconfirmed = 'unconfirmed@example.test';
const unknown = 'nobody-at-all@example.test';

beforeAll(async () => {
  identity = await startTestIdentity();
  ClientId = identity.config.clientId;
  const client = publicSdk(identity.url);
  clients.push(client);
  for (const Username of [confirmed, unconfirmed])
    await client.send(new SignUpCommand({ ClientId, Username, Password: 'Known!Pass12' }));
  await client.send(
    new ConfirmSignUpCommand({ ClientId, Username: confirmed, ConfirmationCode: await identity.latestCode(confirmed) }),
  );
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await identity.close();
});

let nextAddress = 20;
/** The SDK from a loopback address no other check uses. */
function freshClient() {
  const client = sdkFrom(identity.url, `127.0.0.${nextAddress++}`);
  clients.push(client);
  return client;
}

/** Everything a caller sees of an answer, with the one thing that differs anyway (the masked address) left out. */
const shape = (promise: Promise<Record<string, any>>) =>
  promise.then(
    (output) => ({
      ok: true,
      keys: Object.keys(output)
        .filter((key) => key !== '$metadata')
        .sort(),
      delivery: output.CodeDeliveryDetails && { ...output.CodeDeliveryDetails, Destination: 'masked' },
      challenge: output.ChallengeName,
      parameters: output.ChallengeParameters && Object.keys(output.ChallengeParameters).sort(),
    }),
    (error: Error & { $metadata?: { httpStatusCode?: number } }) => ({
      ok: false,
      status: error.$metadata?.httpStatusCode,
      type: error.name,
      message: error.message,
    }),
  );

/** The answers to the same calls, made for each name from its own fresh address. */
async function answersFor(
  names: string[],
  calls: (client: CognitoIdentityProviderClient, name: string) => Promise<any>,
) {
  const answers = [];
  for (const name of names) answers.push(await calls(freshClient(), name));
  return answers;
}

describe('a name with an account and one without get the same answers', () => {
  it('ConfirmSignUp with a wrong code, also for an account that is already confirmed', async () => {
    const [real, waiting, none] = await answersFor([confirmed, unconfirmed, unknown], (client, Username) =>
      shape(client.send(new ConfirmSignUpCommand({ ClientId, Username, ConfirmationCode: '000000' }))),
    );
    expect(real).toEqual(none);
    expect(waiting).toEqual(none);
    expect(none).toMatchObject({ ok: false, status: 400, type: 'CodeMismatchException' });
  });

  it('ResendConfirmationCode, also for an account that is already confirmed', async () => {
    const [real, waiting, none] = await answersFor([confirmed, unconfirmed, unknown], (client, Username) =>
      shape(client.send(new ResendConfirmationCodeCommand({ ClientId, Username }))),
    );
    expect(real).toEqual(none);
    expect(waiting).toEqual(none);
    expect(none).toMatchObject({ ok: true, delivery: { DeliveryMedium: 'EMAIL' } });
  });

  it('USER_SRP_AUTH without SRP_A, or with a bad one', async () => {
    for (const AuthParameters of [{}, { SRP_A: 'zz' }] as Record<string, string>[]) {
      const [real, none] = await answersFor([confirmed, unknown], (client, USERNAME) =>
        shape(
          client.send(
            new InitiateAuthCommand({
              AuthFlow: 'USER_SRP_AUTH',
              ClientId,
              AuthParameters: { USERNAME, ...AuthParameters },
            }),
          ),
        ),
      );
      expect(real).toEqual(none);
      expect(none).toMatchObject({ ok: false, type: 'InvalidParameterException' });
    }
  });

  it('ForgotPassword for an account whose email is not verified', async () => {
    const [waiting, none] = await answersFor([unconfirmed, unknown], (client, Username) =>
      shape(client.send(new ForgotPasswordCommand({ ClientId, Username }))),
    );
    expect(waiting).toEqual(none);
    expect(none).toMatchObject({ ok: true, delivery: { DeliveryMedium: 'EMAIL' } });
  });

  it('the lock after five wrong codes, for ConfirmSignUp and ConfirmForgotPassword', async () => {
    const confirmSignUp = (client: CognitoIdentityProviderClient, Username: string) =>
      shape(client.send(new ConfirmSignUpCommand({ ClientId, Username, ConfirmationCode: '000000' })));
    const confirmReset = (client: CognitoIdentityProviderClient, Username: string) =>
      shape(
        client.send(
          new ConfirmForgotPasswordCommand({ ClientId, Username, ConfirmationCode: '000000', Password: 'New!Pass123' }),
        ),
      );
    for (const [call, names] of [
      [confirmSignUp, [unconfirmed, unknown]],
      [confirmReset, [confirmed, unknown]],
    ] as const) {
      const [real, none] = await answersFor([...names], async (client, name) => {
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push(await call(client, name));
        return answers;
      });
      expect(real).toEqual(none);
      expect(none.slice(0, 5).map((answer: { type?: string }) => answer.type)).toEqual(
        Array(5).fill('CodeMismatchException'),
      );
      expect(none[5]).toMatchObject({ ok: false, status: 400, type: 'TooManyRequestsException' });
    }
  });

  it('the limit on codes asked for: ResendConfirmationCode and ForgotPassword', async () => {
    const client = freshClient();
    const [waiting, verified] = ['limit-waiting@example.test', 'limit-verified@example.test'];
    for (const Username of [waiting, verified])
      await client.send(new SignUpCommand({ ClientId, Username, Password: 'Known!Pass12' }));
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: verified, ConfirmationCode: await identity.latestCode(verified) }),
    );
    for (const [Command, names] of [
      [ResendConfirmationCodeCommand, [waiting, `resend-${unknown}`]],
      [ForgotPasswordCommand, [verified, `reset-${unknown}`]],
    ] as const) {
      // Each try from another address: the ceiling of ten an hour is the name's, whoever asks.
      const answers: Record<string, unknown>[][] = [];
      for (const Username of names) {
        const tries = [];
        for (let i = 0; i < 11; i++) tries.push(await shape(freshClient().send(new Command({ ClientId, Username }))));
        answers.push(tries);
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[1]!.filter((answer) => answer.ok).length).toBe(10);
      expect(answers[1]!.at(-1)).toMatchObject({ ok: false, type: 'TooManyRequestsException' });
    }
  });

  it('the limit on open SRP sign-ins from one address', async () => {
    const [real, none] = await answersFor([confirmed, unknown], async (client, USERNAME) => {
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const { SRP_A } = srpClient(poolNameOf(identity.config.userPoolId));
        answers.push(
          await shape(
            client.send(
              new InitiateAuthCommand({ AuthFlow: 'USER_SRP_AUTH', ClientId, AuthParameters: { USERNAME, SRP_A } }),
            ),
          ),
        );
      }
      return answers;
    });
    expect(real).toEqual(none);
    expect(none[5]).toMatchObject({ ok: false, type: 'TooManyRequestsException' });
  });
});

describe('limits on the calls that take a name', () => {
  /** A raw call from an address, with the Retry-After header of its answer. */
  const call = async (localAddress: string, action: string, body: Record<string, unknown>) => {
    const answer = await rawRequest(identity.url, {
      method: 'POST',
      localAddress,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body: JSON.stringify(body),
    });
    return { type: JSON.parse(answer.text).__type as string | undefined, retryAfter: answer.headers['retry-after'] };
  };

  it('answer TooManyRequestsException with Retry-After, per name and per address, known or not', async () => {
    // Per address: new names one after another from one address, as someone listing accounts would.
    const lister = '127.0.1.90';
    const answers = [];
    for (let i = 0; i < 40; i++)
      answers.push(await call(lister, 'ForgotPassword', { ClientId, Username: `probe${i}@example.test` }));
    const refused = answers.filter((answer) => answer.type === 'TooManyRequestsException');
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    // Wrong codes for many names from one address.
    const guesser = '127.0.1.91';
    const codes = [];
    for (let i = 0; i < 25; i++)
      codes.push(
        await call(guesser, 'ConfirmSignUp', { ClientId, Username: `guess${i}@example.test`, ConfirmationCode: '1' }),
      );
    expect(codes.at(-1)).toMatchObject({
      type: 'TooManyRequestsException',
      retryAfter: expect.stringMatching(/^\d+$/),
    });
  });
});

describe('a wrong password', () => {
  /** The time of one USER_PASSWORD_AUTH call with a wrong password, in milliseconds. */
  const timed = async (agent: http.Agent, USERNAME: string) => {
    const started = performance.now();
    const answer = await rawRequest(identity.url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId,
        AuthParameters: { USERNAME, PASSWORD: 'Wrong!Pass12' },
      }),
    });
    const took = performance.now() - started;
    expect(JSON.parse(answer.text).__type).toBe('NotAuthorizedException');
    // The counts start again, so that no try meets a limit (which answers without checking the password).
    await identity.db.deleteFrom('identity.failures').execute();
    return took;
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('takes as long for a name without an account: the same password check is done', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const ratios: number[] = [];
    try {
      for (let i = 0; i < 5; i++) await timed(agent, confirmed);
      // In pairs, each pair's two calls back to back and in turns first, so that a busy moment of the machine (other
      // suites run beside this one) falls on both alike; the median of the pairs' ratios, so that no moment decides.
      for (let i = 0; i < 60; i++) {
        const nobody = `nobody${i}@example.test`;
        if (i % 2 === 0) {
          const known = await timed(agent, confirmed);
          ratios.push((await timed(agent, nobody)) / known);
        } else {
          const unknown = await timed(agent, nobody);
          ratios.push(unknown / (await timed(agent, confirmed)));
        }
      }
    } finally {
      agent.destroy();
    }
    // Without the check, a name without an account answered in about half the time.
    expect(median(ratios)).toBeGreaterThan(0.8);
  });
});
