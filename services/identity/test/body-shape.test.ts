import {
  type CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { N } from '../src/srp.ts';
import { publicSdk, rawRequest, startTestIdentity, type TestIdentity } from './support.ts';

let identity: TestIdentity;
let client: CognitoIdentityProviderClient;
let ClientId: string;
beforeAll(async () => {
  identity = await startTestIdentity();
  client = publicSdk(identity.url);
  ClientId = identity.config.clientId;
});
afterAll(async () => {
  client.destroy();
  await identity.close();
});

/** What the official SDK makes of a call: the error's name, status and message, or 'accepted'. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ name: 'accepted' }) as Record<string, unknown>,
    (error: Error & { $metadata?: { httpStatusCode?: number } }) => ({
      name: error.name,
      status: error.$metadata?.httpStatusCode,
      message: error.message,
    }),
  );

const KB64 = 64 * 1024;

/** Hostile bodies of at most 64 KB: nested, wide, many keys, many strings. */
const HOSTILE_BODIES: Record<string, string> = {
  'arrays nested 32,000 deep': `${'['.repeat(32_000)}${']'.repeat(32_000)}`,
  'arrays opened 65,000 deep': '['.repeat(65_000),
  'objects nested 10,000 deep': `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  'a parameter nested 15,000 deep': `{"ClientId":"x","Username":"a@b.test","UserAttributes":${'['.repeat(15_000)}${']'.repeat(15_000)}}`,
  'brackets inside strings': JSON.stringify({ Username: '['.repeat(60_000) }),
  'a wide array': `[${Array.from({ length: 30_000 }, () => '0').join(',')}]`,
  'many keys': JSON.stringify(Object.fromEntries(Array.from({ length: 4_500 }, (_, i) => [`key${i}`, i]))),
  'many attributes': JSON.stringify({
    ClientId: 'x',
    Username: 'a@b.test',
    UserAttributes: Array.from({ length: 1_800 }, () => ({ Name: 'name', Value: 'x' })),
  }),
  'many lone surrogates': `[${Array.from({ length: 6_000 }, () => '"\\ud800"').join(',')}]`,
  'nested exactly 32 deep': `${'['.repeat(32)}${']'.repeat(32)}`,
};

/**
 * The slowest /health answer while the body is handled (health is asked again and again until the body's answer is
 * in), and the body's answer. A body that blocks the service blocks every health answer meanwhile.
 */
async function handleWithHealthChecks(body: string, contentType: string) {
  const agent = new http.Agent({ keepAlive: true });
  let done = false;
  let slowest = 0;
  const posted = rawRequest(identity.url, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp' },
    body,
  }).finally(() => {
    done = true;
  });
  do {
    const started = performance.now();
    await rawRequest(`${identity.url}/health/live`, { agent });
    slowest = Math.max(slowest, performance.now() - started);
  } while (!done);
  agent.destroy();
  return { answer: await posted, slowest };
}

describe('request bodies', () => {
  it('of at most 64 KB never answer 5xx, nor hold /health up for 100 ms while handled', async () => {
    for (const [label, body] of Object.entries(HOSTILE_BODIES)) {
      expect(Buffer.byteLength(body), label).toBeLessThanOrEqual(KB64);
      for (const contentType of ['application/x-amz-json-1.1', 'application/json', 'text/plain']) {
        // The best of three: a body that holds the service up does so every time, a busy machine does not.
        const tries = [];
        for (let i = 0; i < 3; i++) tries.push(await handleWithHealthChecks(body, contentType));
        const statuses = tries.map((t) => t.answer.status);
        expect({ label, contentType, statuses }).toEqual({ label, contentType, statuses: [400, 400, 400] });
        expect({ label, contentType, slowest: Math.min(...tries.map((t) => t.slowest)) < 100 }).toEqual({
          label,
          contentType,
          slowest: true,
        });
      }
    }
  }, 120_000);

  it('nested deeper than 32 levels are refused as SerializationException before they are parsed', async () => {
    for (const body of [
      HOSTILE_BODIES['arrays nested 32,000 deep']!,
      HOSTILE_BODIES['a parameter nested 15,000 deep']!,
      `{"ClientId":${'['.repeat(33)}${']'.repeat(33)}}`,
    ]) {
      const answer = await rawRequest(identity.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
        },
        body,
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ __type: 'SerializationException' });
    }
  });
});

describe('lone UTF-16 surrogates', () => {
  it('are refused in every text parameter, and in keys, with InvalidParameterException', async () => {
    const commands = [
      new SignUpCommand({ ClientId, Username: 'half\ud800@example.test', Password: 'Half!Pass12' }),
      new SignUpCommand({ ClientId, Username: 'half@example.test', Password: 'Half!Pass12\udc00' }),
      new SignUpCommand({
        ClientId,
        Username: 'half@example.test',
        Password: 'Half!Pass12',
        UserAttributes: [{ Name: 'name', Value: 'Ann \ud83d' }],
      }),
      new ConfirmSignUpCommand({ ClientId, Username: 'demo@koester.test', ConfirmationCode: '12\udfff34' }),
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId,
        AuthParameters: { USERNAME: 'demo@koester.test', PASSWORD: '\ud800' },
      }),
      new ForgotPasswordCommand({ ClientId: `${ClientId}\ud800`, Username: 'demo@koester.test' }),
    ];
    for (const command of commands) {
      expect({ input: command.input, ...(await outcome(client.send(command as never))) }).toMatchObject({
        input: command.input,
        name: 'InvalidParameterException',
        status: 400,
      });
    }
    expect(await identity.cognito('SignUp', { ClientId, 'User\ud800name': 'x' })).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException' },
    });
    // A pair is one character, and welcome.
    expect(
      await outcome(
        client.send(
          new SignUpCommand({
            ClientId,
            Username: 'pair@example.test',
            Password: 'Pair!Pass12',
            UserAttributes: [{ Name: 'name', Value: 'Ann 😀' }],
          }),
        ),
      ),
    ).toEqual({ name: 'accepted' });
  });
});

describe("Cognito's length limits", () => {
  it('refuse a longer username, password, code, client id or attribute value with its message', async () => {
    const limit = (at: string, max: number) =>
      `1 validation error detected: Value at '${at}' failed to satisfy constraint: Member must have length less than or equal to ${max}`;
    const cases: [Promise<unknown>, string][] = [
      [
        client.send(new SignUpCommand({ ClientId, Username: `${'a'.repeat(60_000)}@b.test`, Password: 'Long!Pass12' })),
        limit('username', 128),
      ],
      [
        client.send(new SignUpCommand({ ClientId, Username: 'long@example.test', Password: `Aa1!${'x'.repeat(253)}` })),
        limit('password', 256),
      ],
      [
        client.send(
          new SignUpCommand({
            ClientId,
            Username: 'long@example.test',
            Password: 'Long!Pass12',
            UserAttributes: [{ Name: 'name', Value: 'x'.repeat(2049) }],
          }),
        ),
        limit('userAttributes.1.member.value', 2048),
      ],
      [
        client.send(
          new ConfirmSignUpCommand({ ClientId, Username: 'demo@koester.test', ConfirmationCode: '1'.repeat(2049) }),
        ),
        limit('confirmationCode', 2048),
      ],
      [
        client.send(new ForgotPasswordCommand({ ClientId: 'c'.repeat(129), Username: 'demo@koester.test' })),
        limit('clientId', 128),
      ],
      [
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId,
            AuthParameters: { USERNAME: `${'a'.repeat(200)}@b.test`, PASSWORD: 'x' },
          }),
        ),
        limit('USERNAME', 128),
      ],
    ];
    for (const [call, message] of cases)
      expect(await outcome(call)).toEqual({ name: 'InvalidParameterException', status: 400, message });
    expect(
      await identity.db.selectFrom('identity.users').select('email').where('email', 'like', 'a%@b.test').execute(),
    ).toEqual([]);
    // At the limit, accepted.
    expect(
      await outcome(
        client.send(
          new SignUpCommand({ ClientId, Username: `${'a'.repeat(121)}@b.test`, Password: `Aa1!${'x'.repeat(252)}` }),
        ),
      ),
    ).toEqual({ name: 'accepted' });
  });
});

describe('SRP_A', () => {
  it('that is not a hex number, or is 0 mod N, is refused up front with InvalidParameterException', async () => {
    for (const USERNAME of ['demo@koester.test', 'nobody-srp@example.test']) {
      for (const SRP_A of ['zz', '-1', '0', '00', N.toString(16), (N * 2n).toString(16), '1'.repeat(1025), ' 1']) {
        expect({
          USERNAME,
          SRP_A,
          ...(await outcome(
            client.send(
              new InitiateAuthCommand({ AuthFlow: 'USER_SRP_AUTH', ClientId, AuthParameters: { USERNAME, SRP_A } }),
            ),
          )),
        }).toMatchObject({ USERNAME, SRP_A, name: 'InvalidParameterException', status: 400 });
      }
    }
  });
});
