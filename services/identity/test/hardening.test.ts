import type { AddressInfo } from 'node:net';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@koester/db/testing/postgres-cluster';
import { Sha256 as SignatureV4Sha256 } from '@koester/server/sha256';
import { loadIdentityConfig } from '../src/config.ts';
import { isLoopback } from '../src/routes/dev-mailbox.ts';
import { startIdentity } from '../src/server.ts';
import { poolNameOf } from '../src/srp.ts';
import { srpClient } from './srp-client.ts';
import { startTestIdentity, TEST_ADMIN_KEY, type TestIdentity, publicSdk } from './support.ts';

describe('the local user pool refuses what Cognito refuses', () => {
  let identity: TestIdentity;

  beforeAll(async () => {
    identity = await startTestIdentity();
  });
  afterAll(() => identity.close());

  it("answers Cognito's unknown-operation error for names that are not its own actions", async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'NoSuchAction']) {
      const answer = await identity.cognito(name, {});
      expect(answer, name).toMatchObject({ status: 400, body: { __type: 'UnknownOperationException' } });
    }
  });
});

/** The names of an answer's CORS headers. */
function corsHeaders(answer: Response) {
  const names: string[] = [];
  answer.headers.forEach((_value, name) => {
    if (name.startsWith('access-control-')) names.push(name);
  });
  return names;
}

/** A client on another machine, as the service sees it (requests to it are injected, never sent). */
const STRANGER = '203.0.113.9';

describe('the dev mailbox', () => {
  it('does not exist unless KOESTER_IDENTITY_DEV_MAILBOX=true', async () => {
    expect(loadIdentityConfig({}).devMailbox).toBe(false);
    expect(() => loadIdentityConfig({ KOESTER_IDENTITY_DEV_MAILBOX: '1' })).toThrow('must be true or false');
    const identity = await startTestIdentity('postgres', { env: { KOESTER_IDENTITY_DEV_MAILBOX: undefined } });
    try {
      await identity.cognito('SignUp', {
        ClientId: identity.config.clientId,
        Username: 'quiet@example.test',
        Password: 'Quiet!Pass1',
      });
      expect((await fetch(`${identity.url}/_local/mailbox/quiet%40example.test`)).status).toBe(404);
    } finally {
      await identity.close();
    }
  });

  describe('when switched on', () => {
    let identity: TestIdentity;
    beforeAll(async () => {
      identity = await startTestIdentity('pglite');
      await identity.cognito('SignUp', {
        ClientId: identity.config.clientId,
        Username: 'mailbox@example.test',
        Password: 'Mailbox!Pass1',
      });
    });
    afterAll(() => identity.close());

    it('answers loopback clients, without CORS headers', async () => {
      const answer = await fetch(`${identity.url}/_local/mailbox/mailbox%40example.test`, {
        headers: { Origin: 'http://localhost:3000' },
      });
      expect(answer.status).toBe(200);
      expect(corsHeaders(answer)).toEqual([]);
      expect(await answer.json()).toEqual([expect.objectContaining({ code: expect.stringMatching(/^\d{6}$/) })]);
      const preflight = await fetch(`${identity.url}/_local/mailbox/mailbox%40example.test`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses clients that are not on loopback', async () => {
      const answer = await identity.app.inject({
        method: 'GET',
        url: '/_local/mailbox/mailbox%40example.test',
        remoteAddress: STRANGER,
        headers: { host: new URL(identity.url).host },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toMatch(/\d{6}/);
      // The Cognito protocol itself still answers such a client.
      expect(
        (
          await identity.app.inject({
            method: 'GET',
            url: '/health/live',
            remoteAddress: STRANGER,
            headers: { host: new URL(identity.url).host },
          })
        ).statusCode,
      ).toBe(200);
    });

    it('decodes the address once, and answers a malformed escape with 400', async () => {
      // %25 is a literal "%": an address with no messages, not a second decoding.
      for (const path of ['%25', '%25E0%25A4%25A']) {
        const answer = await fetch(`${identity.url}/_local/mailbox/${path}`);
        expect({ path, status: answer.status, body: await answer.json() }).toEqual({ path, status: 200, body: [] });
      }
      for (const path of ['%', '%E0%A4%A', 'a%2', '%FF']) {
        expect({ path, status: (await fetch(`${identity.url}/_local/mailbox/${path}`)).status }).toEqual({
          path,
          status: 400,
        });
      }
    });
  });
});

describe('CORS', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity();
  });
  afterAll(() => identity.close());

  const preflight = (origin: string) =>
    fetch(identity.url, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-amz-target',
      },
    });
  const call = (origin: string) =>
    fetch(identity.url, {
      method: 'POST',
      headers: {
        Origin: origin,
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: 'x' }),
    });

  it("allows the app's own origins, as the API does", async () => {
    expect(identity.config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3004']),
    );
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect((await call('http://localhost:3002')).headers.get('access-control-allow-origin')).toBe(
      'http://localhost:3002',
    );
  });

  it('gives any other origin no CORS header at all', async () => {
    for (const origin of ['http://evil.example', 'null', 'http://localhost:3000.evil.example', 'http://localhost']) {
      const refused = await preflight(origin);
      expect(corsHeaders(refused), origin).toEqual([]);
      expect(refused.status, origin).toBe(404);
      const answer = await call(origin);
      expect(corsHeaders(answer), origin).toEqual([]);
      expect(answer.status).toBe(400);
    }
  });

  it('reads the origins from KOESTER_CORS_ORIGINS, or derives them from the app ports', () => {
    expect(
      loadIdentityConfig({ KOESTER_CORS_ORIGINS: 'https://koester.example, https://www.koester.example' }).corsOrigins,
    ).toEqual(['https://koester.example', 'https://www.koester.example']);
    expect(loadIdentityConfig({ KOESTER_SHELL_PORT: '3100' }).corsOrigins).toContain('http://localhost:3100');
  });
});

describe('where the service listens', () => {
  // The service's own entry point, on a database of the shared test cluster: two embedded
  // databases on disk, one after the other, take too long on a busy two-core machine.
  const start = async (env: NodeJS.ProcessEnv) => {
    const app = await startIdentity({
      KOESTER_IDENTITY_PORT: '0',
      DATABASE_URL: await freshDatabase(inject('postgresUrl')),
      ...env,
    });
    return { app, port: (app.server.address() as AddressInfo).port, close: () => app.close() };
  };
  const reachable = (host: string, port: number) =>
    fetch(`http://${host}:${port}/health/live`).then(
      (answer) => answer.status,
      () => 'unreachable',
    );

  it('is loopback by default; KOESTER_IDENTITY_LISTEN widens it', async () => {
    expect(loadIdentityConfig({}).host).toBe('localhost');
    const local = await start({});
    try {
      const addresses = local.app.addresses().map((a) => (typeof a === 'string' ? a : a.address));
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(isLoopback(address), address).toBe(true);
      expect(await reachable('127.0.0.1', local.port)).toBe(200);
    } finally {
      await local.close();
    }
    const wide = await start({ KOESTER_IDENTITY_LISTEN: '0.0.0.0' });
    try {
      const addresses = wide.app.addresses().map((a) => (typeof a === 'string' ? a : a.address));
      expect(addresses).toContain('0.0.0.0');
    } finally {
      await wide.close();
    }
  }, 120_000);
});

describe('NUL characters', () => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  beforeAll(async () => {
    identity = await startTestIdentity();
    client = publicSdk(identity.url);
  });
  afterAll(async () => {
    client.destroy();
    await identity.close();
  });

  it('are refused in any string field with InvalidParameterException, never a 500', async () => {
    const ClientId = identity.config.clientId;
    const commands = [
      new SignUpCommand({ ClientId, Username: 'nul\u0000@example.test', Password: 'Nul!Pass12' }),
      new SignUpCommand({ ClientId, Username: 'nul@example.test', Password: 'Nul!Pass12\u0000' }),
      new SignUpCommand({
        ClientId,
        Username: 'nul@example.test',
        Password: 'Nul!Pass12',
        UserAttributes: [{ Name: 'name', Value: 'N\u0000' }],
      }),
      new ConfirmSignUpCommand({ ClientId, Username: 'demo@koester.test', ConfirmationCode: '1\u000023' }),
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId,
        AuthParameters: { USERNAME: 'demo@koester.test\u0000', PASSWORD: 'x' },
      }),
      new InitiateAuthCommand({
        AuthFlow: 'USER_SRP_AUTH',
        ClientId,
        AuthParameters: { USERNAME: 'demo@koester.test', SRP_A: '\u0000' },
      }),
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId,
        AuthParameters: { REFRESH_TOKEN: 'a\u0000b' },
      }),
      new ForgotPasswordCommand({ ClientId: `${ClientId}\u0000`, Username: 'demo@koester.test' }),
      new ForgotPasswordCommand({ ClientId, Username: '\u0000' }),
      new GetUserCommand({ AccessToken: 'a\u0000.b.c' }),
      new RevokeTokenCommand({ ClientId, Token: '\u0000' }),
    ];
    for (const command of commands) {
      const error = await client.send(command as never).then(
        () => null,
        (e: Error & { $metadata?: { httpStatusCode?: number } }) => e,
      );
      expect({ input: command.input, name: error?.name, status: error?.$metadata?.httpStatusCode }).toEqual({
        input: command.input,
        name: 'InvalidParameterException',
        status: 400,
      });
    }
    // Keys too, and in the dev mailbox's address.
    expect(await identity.cognito('SignUp', { ClientId, 'User\u0000name': 'x' })).toMatchObject({
      status: 400,
      body: { __type: 'InvalidParameterException' },
    });
    expect((await fetch(`${identity.url}/_local/mailbox/a%00b`)).status).toBe(400);
  });
});

describe.each(['pglite', 'postgres'] as const)('sessions after a password change or reset on %s', (backend) => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  beforeAll(async () => {
    identity = await startTestIdentity(backend);
    client = publicSdk(identity.url);
  });
  afterAll(async () => {
    client.destroy();
    await identity.close();
  });

  it('ChangePassword revokes the other sessions; ConfirmForgotPassword revokes them all', async () => {
    const ClientId = identity.config.clientId;
    const email = 'sessions@example.test';
    await client.send(new SignUpCommand({ ClientId, Username: email, Password: 'Session!Old1' }));
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: await identity.latestCode(email) }),
    );
    const signIn = async (PASSWORD: string) =>
      (
        await client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId,
            AuthParameters: { USERNAME: email, PASSWORD },
          }),
        )
      ).AuthenticationResult!;
    const refreshes = (REFRESH_TOKEN: string) =>
      client
        .send(new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN } }))
        .then(
          (answer) => !!answer.AuthenticationResult?.AccessToken,
          (error: Error) => error.name,
        );
    const reads = (AccessToken: string) =>
      client.send(new GetUserCommand({ AccessToken })).then(
        () => true,
        (error: Error) => error.name,
      );

    const laptop = await signIn('Session!Old1');
    const phone = await signIn('Session!Old1');
    await client.send(
      new ChangePasswordCommand({
        AccessToken: laptop.AccessToken,
        PreviousPassword: 'Session!Old1',
        ProposedPassword: 'Session!New2',
      }),
    );
    expect(await refreshes(laptop.RefreshToken!)).toBe(true);
    expect(await reads(laptop.AccessToken!)).toBe(true);
    expect(await refreshes(phone.RefreshToken!)).toBe('NotAuthorizedException');
    expect(await reads(phone.AccessToken!)).toBe('NotAuthorizedException');

    const tablet = await signIn('Session!New2');
    await client.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: email,
        ConfirmationCode: await identity.latestCode(email),
        Password: 'Session!Reset3',
      }),
    );
    for (const session of [laptop, tablet]) {
      expect(await refreshes(session.RefreshToken!)).toBe('NotAuthorizedException');
      expect(await reads(session.AccessToken!)).toBe('NotAuthorizedException');
    }
    expect(await refreshes((await signIn('Session!Reset3')).RefreshToken!)).toBe(true);
  });
});

describe.each(['pglite', 'postgres'] as const)('the password throttle on %s', (backend) => {
  let identity: TestIdentity;
  /** The same service, reached from loopback and (when the machine has one) from another address. */
  let local: CognitoIdentityProviderClient;
  let ClientId: string;

  const sdk = publicSdk;
  const outcome = (promise: Promise<{ AuthenticationResult?: unknown }>) =>
    promise.then(
      (answer) => (answer.AuthenticationResult ? 'tokens' : 'no tokens'),
      (error: Error) => error.name,
    );
  const passwordSignIn = (client: CognitoIdentityProviderClient, USERNAME: string, PASSWORD: string) =>
    outcome(
      client.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME, PASSWORD } }),
      ),
    );
  const openSrp = async (client: CognitoIdentityProviderClient, USERNAME: string) => {
    const srp = srpClient(poolNameOf(identity.config.userPoolId));
    const started = await client.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_SRP_AUTH', ClientId, AuthParameters: { USERNAME, SRP_A: srp.SRP_A } }),
    );
    return (password: string) =>
      outcome(
        client.send(
          new RespondToAuthChallengeCommand({
            ClientId,
            ChallengeName: 'PASSWORD_VERIFIER',
            ChallengeResponses: srp.answer(started.ChallengeParameters!, password),
          }),
        ),
      );
  };
  async function confirmedUser(email: string, password: string) {
    await local.send(new SignUpCommand({ ClientId, Username: email, Password: password }));
    await local.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: await identity.latestCode(email) }),
    );
  }

  beforeEach(async () => {
    identity = await startTestIdentity(backend);
    ClientId = identity.config.clientId;
    local = sdk(identity.url);
  });
  afterEach(async () => {
    local.destroy();
    await identity.close();
  });

  it('counts wrong PASSWORD_VERIFIER answers with wrong passwords, and limits open SRP sign-ins', async () => {
    const email = 'srp-guess@example.test';
    await confirmedUser(email, 'Right!Pass1');
    const challenges = [];
    for (let i = 0; i < 5; i++) challenges.push(await openSrp(local, email));
    await expect(openSrp(local, email)).rejects.toMatchObject({ name: 'TooManyRequestsException' });

    for (const answer of challenges.slice(0, 4))
      expect(await answer(`Wrong!Pass${Math.random()}`)).toBe('NotAuthorizedException');
    expect(await passwordSignIn(local, email, 'Wrong!Pass5')).toBe('NotAuthorizedException');
    // Five wrong guesses, whichever the flow: the right password in a challenge opened before is refused too.
    expect(await challenges[4]!('Right!Pass1')).toBe('TooManyRequestsException');
    await expect(openSrp(local, email)).rejects.toMatchObject({ name: 'TooManyRequestsException' });
    expect(await passwordSignIn(local, email, 'Right!Pass1')).toBe('TooManyRequestsException');
  });

  it('signs in with SRP as before when the password is right', async () => {
    await confirmedUser('srp-right@example.test', 'Right!Pass1');
    expect(await (await openSrp(local, 'srp-right@example.test'))('Wrong!Pass2')).toBe('NotAuthorizedException');
    expect(await (await openSrp(local, 'srp-right@example.test'))('Right!Pass1')).toBe('tokens');
  });

  /** A password sign-in from another machine: the injected request's outcome, as passwordSignIn gives it. */
  const passwordSignInFrom = async (remoteAddress: string, email: string, password: string) => {
    const answer = await identity.cognitoFrom(remoteAddress, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    return answer.status === 200 && answer.body.AuthenticationResult ? 'tokens' : String(answer.body.__type);
  };

  it("a stranger's wrong passwords do not lock the user out elsewhere", async () => {
    const email = 'victim@example.test';
    await confirmedUser(email, 'Victim!Pass1');
    for (let i = 0; i < 5; i++)
      expect(await passwordSignIn(local, email, `Guess!Pass${i}`)).toBe('NotAuthorizedException');
    expect(await passwordSignIn(local, email, 'Victim!Pass1')).toBe('TooManyRequestsException');
    expect(await passwordSignInFrom(STRANGER, email, 'Victim!Pass1')).toBe('tokens');
  });

  it('limits wrong passwords per IP over all users', async () => {
    for (let user = 0; user < 5; user++) {
      await confirmedUser(`sprayed${user}@example.test`, 'Sprayed!Pass1');
      for (let i = 0; i < 4; i++)
        expect(await passwordSignIn(local, `sprayed${user}@example.test`, `Spray!Pass${i}`)).toBe(
          'NotAuthorizedException',
        );
    }
    await confirmedUser('sprayed5@example.test', 'Sprayed!Pass1');
    expect(await passwordSignIn(local, 'sprayed5@example.test', 'Sprayed!Pass1')).toBe('TooManyRequestsException');
    expect(await passwordSignInFrom(STRANGER, 'sprayed5@example.test', 'Sprayed!Pass1')).toBe('tokens');
  });
});

describe('the admin actions need an IAM (SigV4) signature by the configured key', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity();
    await identity.cognito('SignUp', {
      ClientId: identity.config.clientId,
      Username: 'climber@example.test',
      Password: 'Climber!Pass1',
    });
  });
  afterAll(() => identity.close());

  const promote = { UserPoolId: '', Username: 'climber@example.test', GroupName: 'admin' };
  const groups = async () =>
    (
      await identity.db
        .selectFrom('identity.users')
        .select('groups')
        .where('email', '=', 'climber@example.test')
        .executeTakeFirstOrThrow()
    ).groups;
  const sdkWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
    new CognitoIdentityProviderClient({ region: 'eu-west-1', endpoint: identity.url, credentials, maxAttempts: 1 });
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: Error) => error.name,
    );
  /** A request signed with the test key (as the SDK signs it), which the caller may then alter. */
  const signed = async (body: string, signingDate = new Date(), applyChecksum = true) => {
    const signer = new SignatureV4({
      credentials: TEST_ADMIN_KEY,
      region: 'eu-west-1',
      service: 'cognito-idp',
      sha256: SignatureV4Sha256,
      applyChecksum,
    });
    const host = new URL(identity.url).host;
    const request = await signer.sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: host.split(':')[0]!,
        port: Number(host.split(':')[1]),
        path: '/',
        query: {},
        headers: {
          host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.AdminAddUserToGroup',
        },
        body,
      },
      { signingDate },
    );
    return request.headers as Record<string, string>;
  };

  it('refuses unsigned, foreign-key, wrongly signed, altered and stale calls with Cognito’s errors', async () => {
    promote.UserPoolId = identity.config.userPoolId;
    expect(await identity.cognito('AdminAddUserToGroup', promote)).toMatchObject({
      status: 400,
      body: { __type: 'MissingAuthenticationTokenException' },
    });
    expect(
      await identity.cognito('AdminCreateUser', { UserPoolId: promote.UserPoolId, Username: 'x@example.test' }),
    ).toMatchObject({ status: 400, body: { __type: 'MissingAuthenticationTokenException' } });

    const foreign = sdkWith({ accessKeyId: 'AKIAFOREIGNKEY000000', secretAccessKey: TEST_ADMIN_KEY.secretAccessKey });
    const wrongSecret = sdkWith({ accessKeyId: TEST_ADMIN_KEY.accessKeyId, secretAccessKey: 'not-the-secret' });
    try {
      expect(await failureOf(foreign.send(new AdminAddUserToGroupCommand(promote)))).toBe(
        'UnrecognizedClientException',
      );
      expect(await failureOf(wrongSecret.send(new AdminAddUserToGroupCommand(promote)))).toBe(
        'InvalidSignatureException',
      );
    } finally {
      foreign.destroy();
      wrongSecret.destroy();
    }

    // A body other than the signed one, with and without a declared payload hash (x-amz-content-sha256).
    const body = JSON.stringify(promote);
    for (const applyChecksum of [true, false]) {
      const altered = await fetch(identity.url, {
        method: 'POST',
        headers: await signed(JSON.stringify({ ...promote, Username: 'demo@koester.test' }), new Date(), applyChecksum),
        body,
      });
      expect([altered.status, ((await altered.json()) as { __type: string }).__type]).toEqual([
        400,
        'InvalidSignatureException',
      ]);
    }
    const stale = await fetch(identity.url, {
      method: 'POST',
      headers: await signed(body, new Date(Date.now() - 10 * 60_000)),
      body,
    });
    expect([stale.status, ((await stale.json()) as { __type: string }).__type]).toEqual([
      400,
      'InvalidSignatureException',
    ]);
    expect(await groups()).toEqual([]);

    // The same request, correctly signed, is accepted: the official SDK with the key, and a hand-signed one.
    const fresh = await fetch(identity.url, { method: 'POST', headers: await signed(body), body });
    expect(fresh.status).toBe(200);
    await identity.admin.send(new AdminAddUserToGroupCommand(promote));
    expect(await groups()).toEqual(['admin']);
  });

  it('refuses every admin call when no key is configured', async () => {
    expect(loadIdentityConfig({}).adminKey).toBeNull();
    const keyless = await startTestIdentity('postgres', {
      env: { KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID: '', KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY: '' },
    });
    try {
      expect(
        await failureOf(
          keyless.admin.send(
            new AdminCreateUserCommand({ UserPoolId: keyless.config.userPoolId, Username: 'nobody@example.test' }),
          ),
        ),
      ).toBe('UnrecognizedClientException');
    } finally {
      await keyless.close();
    }
  });
});

describe('the demo accounts', () => {
  it('are seeded only in the local run: elsewhere they are refused', () => {
    expect(loadIdentityConfig({}).seed).toBe(true);
    expect(loadIdentityConfig({ NODE_ENV: 'test' }).seed).toBe(true);
    expect(loadIdentityConfig({ KOESTER_SEED: 'false' }).seed).toBe(false);
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://identity@db.internal/koester' };
    expect(loadIdentityConfig(production).seed).toBe(false);
    expect(() => loadIdentityConfig({ ...production, KOESTER_SEED: 'true' })).toThrow('KOESTER_SEED=true');
  });
});

describe('sign-ups', () => {
  it('are limited per IP, and a limited IP does not stop anyone else', async () => {
    const identity = await startTestIdentity('postgres', { env: { KOESTER_IDENTITY_SIGNUPS_PER_IP: '3' } });
    try {
      const signUp = (from: string, n: number) =>
        identity.cognitoFrom(from, 'SignUp', {
          ClientId: identity.config.clientId,
          Username: `many${n}-${from}@example.test`,
          Password: 'Many!Pass12',
        });
      for (let n = 0; n < 3; n++) expect((await signUp('198.51.100.7', n)).status).toBe(200);
      const refused = await signUp('198.51.100.7', 3);
      expect(refused).toMatchObject({ status: 400, body: { __type: 'TooManyRequestsException' } });
      expect((await signUp(STRANGER, 0)).status).toBe(200);
      expect(loadIdentityConfig({}).signUpsPerIp).toBe(20);
    } finally {
      await identity.close();
    }
  });
});

describe('whether an account exists', () => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  let ClientId: string;
  const known = 'known@example.test';
  const unknown = 'nobody-here@example.test';
  beforeAll(async () => {
    identity = await startTestIdentity();
    client = publicSdk(identity.url);
    ClientId = identity.config.clientId;
    await client.send(new SignUpCommand({ ClientId, Username: known, Password: 'Known!Pass12' }));
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: known, ConfirmationCode: await identity.latestCode(known) }),
    );
  });
  afterAll(async () => {
    client.destroy();
    await identity.close();
  });

  /** What the official SDK makes of an answer, with what differs between two accounts anyway (the address) masked. */
  const shape = (promise: Promise<Record<string, any>>) =>
    promise.then(
      (output) => ({
        ok: true,
        delivery: output.CodeDeliveryDetails && { ...output.CodeDeliveryDetails, Destination: 'masked' },
        challenge: output.ChallengeName,
      }),
      (error: Error & { $metadata?: { httpStatusCode?: number } }) => ({
        ok: false,
        status: error.$metadata?.httpStatusCode,
        type: error.name,
        message: error.message,
      }),
    );

  it('is not told by a reset, a new code or a wrong code', async () => {
    const reset = (Username: string) => shape(client.send(new ForgotPasswordCommand({ ClientId, Username })));
    expect(await reset(unknown)).toEqual(await reset(known));
    const confirmReset = (Username: string) =>
      shape(
        client.send(
          new ConfirmForgotPasswordCommand({ ClientId, Username, ConfirmationCode: '000000', Password: 'New!Pass123' }),
        ),
      );
    expect(await confirmReset(unknown)).toEqual(await confirmReset(known));
    expect(
      await shape(client.send(new ConfirmSignUpCommand({ ClientId, Username: unknown, ConfirmationCode: '000000' }))),
    ).toMatchObject({ ok: false, status: 400, type: 'CodeMismatchException' });
    expect(await shape(client.send(new ResendConfirmationCodeCommand({ ClientId, Username: unknown })))).toMatchObject({
      ok: true,
      delivery: expect.any(Object),
    });
    // No code was sent to anyone for the unknown name.
    expect(await (await fetch(`${identity.url}/_local/mailbox/${encodeURIComponent(unknown)}`)).json()).toEqual([]);
  });

  it('is not told by a password sign-in', async () => {
    const signIn = (USERNAME: string) =>
      shape(
        client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId,
            AuthParameters: { USERNAME, PASSWORD: 'Wrong!Pass12' },
          }),
        ),
      );
    expect(await signIn(unknown)).toEqual(await signIn(known));
  });

  it('is not told by an SRP sign-in: a plausible, stable challenge, then a wrong password', async () => {
    const srpSignIn = async (USERNAME: string) => {
      const srp = srpClient(poolNameOf(identity.config.userPoolId));
      const started = await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_SRP_AUTH',
          ClientId,
          AuthParameters: { USERNAME, SRP_A: srp.SRP_A },
        }),
      );
      const parameters = started.ChallengeParameters!;
      const answered = await shape(
        client.send(
          new RespondToAuthChallengeCommand({
            ClientId,
            ChallengeName: 'PASSWORD_VERIFIER',
            ChallengeResponses: srp.answer(parameters, 'Wrong!Pass12'),
          }),
        ),
      );
      return { parameters, answered };
    };
    const [real, made, again] = [await srpSignIn(known), await srpSignIn(unknown), await srpSignIn(unknown)];
    expect(Object.keys(made.parameters).sort()).toEqual(Object.keys(real.parameters).sort());
    expect(made.parameters.USER_ID_FOR_SRP).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // A salt of 16 random bytes, as padded for SRP (a leading 00 when its first bit is set).
    for (const salt of [made.parameters.SALT, real.parameters.SALT]) expect(salt).toMatch(/^(00)?[0-9a-f]{32}$/);
    expect([again.parameters.USER_ID_FOR_SRP, again.parameters.SALT]).toEqual([
      made.parameters.USER_ID_FOR_SRP,
      made.parameters.SALT,
    ]);
    expect(made.answered).toEqual(real.answered);
    expect(made.answered).toMatchObject({ type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });
});
