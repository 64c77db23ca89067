import {
  AdminAddUserToGroupCommand,
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { seedDemoAccounts } from '../src/seed.ts';
import { poolNameOf } from '../src/srp.ts';
import { srpClient } from './srp-client.ts';
import { publicSdk, startTestIdentity, TEST_ADMIN_KEY, type TestIdentity } from './support.ts';

/**
 * AdminUserGlobalSignOut and AdminDeleteUser, as the API calls them when a user deletes their account: IAM-signed by
 * the configured key, naming the user by email or by sub, over the official AWS SDK.
 */
describe.each(['pglite', 'postgres'] as const)('the admin user actions on %s', (backend) => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  let ClientId: string;
  let UserPoolId: string;

  beforeAll(async () => {
    identity = await startTestIdentity(backend);
    ({ clientId: ClientId, userPoolId: UserPoolId } = identity.config);
    client = publicSdk(identity.url);
  });
  afterAll(async () => {
    client.destroy();
    await identity.close();
  });

  /** The error's name, or 'accepted'. */
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: Error) => error.name,
    );
  const signIn = async (USERNAME: string, PASSWORD: string) =>
    (
      await client.send(
        new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME, PASSWORD } }),
      )
    ).AuthenticationResult!;
  const refresh = (REFRESH_TOKEN: string) =>
    outcome(
      client.send(
        new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN } }),
      ),
    );
  const getUser = (AccessToken: string) => outcome(client.send(new GetUserCommand({ AccessToken })));
  const subOf = (idToken: string) =>
    String(JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sub);

  async function confirmedUser(email: string, password: string) {
    await client.send(new SignUpCommand({ ClientId, Username: email, Password: password }));
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: await identity.latestCode(email) }),
    );
  }

  /** What the pool keeps under the user's sub or address, table by table. */
  async function keptFor(sub: string, email: string) {
    const { db } = identity;
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
      Number((await query.executeTakeFirstOrThrow()).n);
    return {
      users: await count(
        db
          .selectFrom('identity.users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sub', '=', sub),
      ),
      sessions: await count(
        db
          .selectFrom('identity.sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sub', '=', sub),
      ),
      codes: await count(
        db
          .selectFrom('identity.codes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sub', '=', sub),
      ),
      challenges: await count(
        db
          .selectFrom('identity.challenges')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('sub', '=', sub),
      ),
      messages: await count(
        db
          .selectFrom('identity.messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('email', '=', email),
      ),
      passwordFailures: await count(
        db
          .selectFrom('identity.failures')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('key', 'like', `password:${sub}%`),
      ),
    };
  }

  it('AdminUserGlobalSignOut ends every session of the user, named by email or by sub, and no one else’s', async () => {
    const email = 'signed-out@example.test';
    await confirmedUser(email, 'SignedOut!1');
    const [first, second] = [await signIn(email, 'SignedOut!1'), await signIn(email, 'SignedOut!1')];
    const bystander = await signIn(DEMO_ACCOUNTS.demo.email, DEMO_ACCOUNTS.demo.password);

    expect(await identity.admin.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: email }))).toMatchObject(
      {
        $metadata: { httpStatusCode: 200 },
      },
    );
    for (const session of [first, second]) {
      expect(await refresh(session.RefreshToken!)).toBe('NotAuthorizedException');
      expect(await getUser(session.AccessToken!)).toBe('NotAuthorizedException');
    }
    expect(await refresh(bystander.RefreshToken!)).toBe('accepted');
    expect(await getUser(bystander.AccessToken!)).toBe('accepted');

    // The account itself stays: a new sign-in works, and is ended by the user's sub as well.
    const third = await signIn(email, 'SignedOut!1');
    await identity.admin.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: subOf(third.IdToken!) }));
    expect(await refresh(third.RefreshToken!)).toBe('NotAuthorizedException');
  });

  it('AdminDeleteUser deletes the user and everything the pool keeps of theirs; their tokens stop at once', async () => {
    const email = 'leaving@example.test';
    await confirmedUser(email, 'Leaving!Pass1');
    const session = await signIn(email, 'Leaving!Pass1');
    const sub = subOf(session.IdToken!);
    // A pending reset code, an open sign-in challenge and a wrong password counted under the user.
    await client.send(new ForgotPasswordCommand({ ClientId, Username: email }));
    const { SRP_A } = srpClient(poolNameOf(UserPoolId));
    await client.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_SRP_AUTH', ClientId, AuthParameters: { USERNAME: email, SRP_A } }),
    );
    expect(await outcome(signIn(email, 'Wrong!Pass1'))).toBe('NotAuthorizedException');
    const before = await keptFor(sub, email);
    expect(
      Object.values(before).every((n) => n > 0),
      JSON.stringify(before),
    ).toBe(true);
    const demoBefore = await keptFor(DEMO_ACCOUNTS.demo.sub, DEMO_ACCOUNTS.demo.email);

    await identity.admin.send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));

    expect(await keptFor(sub, email)).toEqual({
      users: 0,
      sessions: 0,
      codes: 0,
      challenges: 0,
      messages: 0,
      passwordFailures: 0,
    });
    expect(await keptFor(DEMO_ACCOUNTS.demo.sub, DEMO_ACCOUNTS.demo.email)).toEqual(demoBefore);
    expect(await refresh(session.RefreshToken!)).toBe('NotAuthorizedException');
    expect(await getUser(session.AccessToken!)).toBe('NotAuthorizedException');
    expect(await outcome(signIn(email, 'Leaving!Pass1'))).toBe('NotAuthorizedException');
    // Gone for the admin actions too, by either name.
    for (const Username of [email, sub]) {
      expect(await outcome(identity.admin.send(new AdminDeleteUserCommand({ UserPoolId, Username })))).toBe(
        'UserNotFoundException',
      );
      expect(await outcome(identity.admin.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username })))).toBe(
        'UserNotFoundException',
      );
    }
    // The address is free again: a new account under it is a new user.
    await confirmedUser(email, 'Returning!Pass1');
    expect(subOf((await signIn(email, 'Returning!Pass1')).IdToken!)).not.toBe(sub);
  });

  it('AdminDeleteUser and AdminAddUserToGroup take the user’s sub as their Username too', async () => {
    const email = 'by-sub@example.test';
    await confirmedUser(email, 'BySub!Pass1');
    const session = await signIn(email, 'BySub!Pass1');
    const sub = subOf(session.IdToken!);
    await identity.admin.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: sub, GroupName: 'testers' }));
    const { groups } = await identity.db
      .selectFrom('identity.users')
      .select('groups')
      .where('sub', '=', sub)
      .executeTakeFirstOrThrow();
    expect(groups).toEqual(['testers']);

    await identity.admin.send(new AdminDeleteUserCommand({ UserPoolId, Username: sub.toUpperCase() }));
    expect((await keptFor(sub, email)).users).toBe(0);
    expect(await refresh(session.RefreshToken!)).toBe('NotAuthorizedException');
  });

  it('refuses unsigned and wrongly signed calls, another pool, an unknown user and a bad Username', async () => {
    const email = 'kept@example.test';
    await confirmedUser(email, 'Kept!Pass1');
    const session = await signIn(email, 'Kept!Pass1');
    const sdkWith = (credentials: { accessKeyId: string; secretAccessKey: string }) =>
      new CognitoIdentityProviderClient({ region: 'eu-west-1', endpoint: identity.url, credentials, maxAttempts: 1 });
    const foreign = sdkWith({ accessKeyId: 'AKIAFOREIGNKEY000000', secretAccessKey: TEST_ADMIN_KEY.secretAccessKey });
    const wrongSecret = sdkWith({ accessKeyId: TEST_ADMIN_KEY.accessKeyId, secretAccessKey: 'not-the-secret' });
    const commands = {
      AdminDeleteUser: (input: { UserPoolId: string; Username: string }) => new AdminDeleteUserCommand(input),
      AdminUserGlobalSignOut: (input: { UserPoolId: string; Username: string }) =>
        new AdminUserGlobalSignOutCommand(input),
    };
    try {
      for (const [action, command] of Object.entries(commands)) {
        const input = { UserPoolId, Username: email };
        expect(await identity.cognito(action, input), action).toMatchObject({
          status: 400,
          body: { __type: 'MissingAuthenticationTokenException' },
        });
        expect(await outcome(client.send(command(input))), action).toBe('UnrecognizedClientException');
        expect(await outcome(foreign.send(command(input))), action).toBe('UnrecognizedClientException');
        expect(await outcome(wrongSecret.send(command(input))), action).toBe('InvalidSignatureException');

        const refused = (Username: string, pool = UserPoolId) =>
          outcome(identity.admin.send(command({ UserPoolId: pool, Username })));
        expect(await refused(email, 'eu-west-1_Elsewhere'), action).toBe('ResourceNotFoundException');
        expect(await refused('nobody@example.test'), action).toBe('UserNotFoundException');
        expect(await refused('00000000-0000-4000-8000-000000000000'), action).toBe('UserNotFoundException');
        expect(await refused('not-a-sub-0000-4000-8000-000000000000'), action).toBe('UserNotFoundException');
        expect(await refused('x'.repeat(129)), action).toBe('InvalidParameterException');
        expect(await refused(''), action).toBe('InvalidParameterException');
      }
    } finally {
      foreign.destroy();
      wrongSecret.destroy();
    }
    // Nothing refused touched the user.
    expect(await refresh(session.RefreshToken!)).toBe('accepted');
    expect(await signIn(email, 'Kept!Pass1')).toMatchObject({ AccessToken: expect.any(String) });
  });

  it('seeding again leaves a demo address that was deleted and signed up anew to its new owner', async () => {
    const { demo } = DEMO_ACCOUNTS;
    await identity.admin.send(new AdminDeleteUserCommand({ UserPoolId, Username: demo.email }));
    await confirmedUser(demo.email, 'Someone!Else1');
    const newSub = subOf((await signIn(demo.email, 'Someone!Else1')).IdToken!);

    await seedDemoAccounts(identity.db, identity.config);

    expect(newSub).not.toBe(demo.sub);
    expect(subOf((await signIn(demo.email, 'Someone!Else1')).IdToken!)).toBe(newSub);
    expect(await outcome(signIn(demo.email, demo.password))).toBe('NotAuthorizedException');
    // The other demo accounts are still there.
    expect(await signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).toMatchObject({
      AccessToken: expect.any(String),
    });
  });
});
