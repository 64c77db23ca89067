import {
  AdminCreateUserCommand,
  type CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSdk, startTestIdentity, type TestIdentity } from './support.ts';

/** The `name` attribute is shown to other users (a reserver's name): it follows the site's profile name rule. */
describe('the name attribute', () => {
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

  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted',
      (error: Error) => `${error.name}: ${error.message}`,
    );
  let count = 0;
  const signUp = (name: string) =>
    outcome(
      client.send(
        new SignUpCommand({
          ClientId,
          Username: `named${count++}@example.test`,
          Password: 'Named!Pass12',
          UserAttributes: [{ Name: 'name', Value: name }],
        }),
      ),
    );
  const storedName = async (email: string) =>
    (await identity.db.selectFrom('identity.users').select('name').where('email', '=', email).executeTakeFirst())?.name;

  it('is refused at sign-up when it holds a script or poses as the Koester team', async () => {
    expect(await signUp('<script>alert(1)</script>')).toMatch(/^InvalidParameterException: .*DANGEROUS_CONTENT/);
    expect(await signUp('&lt;script&gt;')).toMatch(/^InvalidParameterException: .*DANGEROUS_CONTENT/);
    expect(await signUp('Ann\u0007Doe')).toMatch(/^InvalidParameterException: .*INVALID_CHARACTER/);
    for (const name of ['Koester team', 'Het Koester-team', "L'équipe Koester", 'Koester support', 'KOESTER'])
      expect(await signUp(name)).toBe(
        'InvalidParameterException: Invalid name: This name is reserved for the Koester team (NAME_RESERVED).',
      );
    expect(await signUp('x'.repeat(101))).toMatch(/NAME_TOO_LONG/);
    const before = count;
    expect(await signUp('  Anna Koester\u200B ')).toBe('accepted');
    expect(await storedName(`named${before}@example.test`)).toBe('Anna Koester');
    expect(await signUp('   ')).toBe('accepted');
    expect(await storedName(`named${before + 1}@example.test`)).toBeNull();
  });

  it('is refused by UpdateUserAttributes likewise, and the name stays', async () => {
    const email = 'renaming@example.test';
    await client.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: 'Rename!Pass1',
        UserAttributes: [{ Name: 'name', Value: 'Ren' }],
      }),
    );
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: await identity.latestCode(email) }),
    );
    const { AccessToken } = (
      await client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId,
          AuthParameters: { USERNAME: email, PASSWORD: 'Rename!Pass1' },
        }),
      )
    ).AuthenticationResult!;
    const rename = (Value: string) =>
      outcome(client.send(new UpdateUserAttributesCommand({ AccessToken, UserAttributes: [{ Name: 'name', Value }] })));
    for (const name of ['<script>x</script>', 'Koester team', 'Koester admin', 'document.cookie'])
      expect(await rename(name)).toMatch(/^InvalidParameterException: Invalid name/);
    expect(await storedName(email)).toBe('Ren');
    expect(await rename(' Renée Koester ')).toBe('accepted');
    expect(await storedName(email)).toBe('Renée Koester');
  });

  it("may be the team's own in the IAM-signed AdminCreateUser, never a script", async () => {
    const create = (Username: string, name: string) =>
      outcome(
        identity.admin.send(
          new AdminCreateUserCommand({
            UserPoolId: identity.config.userPoolId,
            Username,
            MessageAction: 'SUPPRESS',
            UserAttributes: [{ Name: 'name', Value: name }],
          }),
        ),
      );
    expect(await create('staff@example.test', 'Koester support')).toBe('accepted');
    expect(await storedName('staff@example.test')).toBe('Koester support');
    expect(await create('script@example.test', '<script>x</script>')).toMatch(/^InvalidParameterException/);
    // The seeded demo accounts keep their names, the team's included.
    expect(await storedName(DEMO_ACCOUNTS.admin.email)).toBe(DEMO_ACCOUNTS.admin.name);
    expect(await storedName(DEMO_ACCOUNTS.demo.email)).toBe(DEMO_ACCOUNTS.demo.name);
  });
});
