import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminAddUserToGroupCommand,
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIdentity, type TestIdentity, publicSdk } from './support.ts';

describe.each(['pglite', 'postgres'] as const)('the official AWS SDK against the local user pool on %s', (backend) => {
  let identity: TestIdentity;
  let client: CognitoIdentityProviderClient;
  let ClientId: string;

  beforeAll(async () => {
    identity = await startTestIdentity(backend);
    ClientId = identity.config.clientId;
    // The official SDK signs its requests; the local pool accepts them like Cognito's public client actions.
    client = publicSdk(identity.url);
  });
  afterAll(async () => {
    client.destroy();
    await identity.close();
  });

  const failure = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as Error & { name: string };
    }
    throw new Error('expected a failure');
  };

  const refreshWith = (REFRESH_TOKEN: string) =>
    client.send(
      new InitiateAuthCommand({ AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId, AuthParameters: { REFRESH_TOKEN } }),
    );

  const signInWithPassword = (USERNAME: string, PASSWORD: string) =>
    client.send(
      new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME, PASSWORD } }),
    );

  async function confirmedUser(email: string, password: string) {
    await client.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await client.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: await identity.latestCode(email) }),
    );
  }

  describe('actions', () => {
    it('enforces the password policy and unique accounts', async () => {
      const cases = [
        ['Short!1a', null],
        ['short!1a', 'uppercase'],
        ['SHORT!1A', 'lowercase'],
        ['Short!!aa', 'numeric'],
        ['Short11aa', 'symbol'],
        ['S!1a', 'long enough'],
      ] as const;
      for (const [index, [password, message]] of cases.entries()) {
        const attempt = client.send(
          new SignUpCommand({ ClientId, Username: `policy${index}@example.test`, Password: password }),
        );
        if (message === null) await expect(attempt).resolves.toMatchObject({ UserConfirmed: false });
        else
          expect(await failure(attempt)).toMatchObject({
            name: 'InvalidPasswordException',
            message: expect.stringContaining(message),
          });
      }
      expect(
        await failure(
          client.send(new SignUpCommand({ ClientId, Username: 'policy0@example.test', Password: 'Other!1aa' })),
        ),
      ).toMatchObject({
        name: 'UsernameExistsException',
      });
      expect(
        await failure(client.send(new SignUpCommand({ ClientId, Username: 'not-an-email', Password: 'Other!1aa' }))),
      ).toMatchObject({
        name: 'InvalidParameterException',
      });
    });

    it('confirms with a six-digit code; wrong, replaced and expired codes are refused', async () => {
      const email = 'codes@example.test';
      const signedUp = await client.send(new SignUpCommand({ ClientId, Username: email, Password: 'Codes!123' }));
      expect(signedUp.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
      const first = await identity.latestCode(email);
      expect(first).toMatch(/^\d{6}$/);
      expect(await failure(signInWithPassword(email, 'Codes!123'))).toMatchObject({
        name: 'UserNotConfirmedException',
      });

      await client.send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));
      const second = await identity.latestCode(email);
      if (second !== first) {
        expect(
          await failure(client.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: first }))),
        ).toMatchObject({
          name: 'CodeMismatchException',
        });
      }
      await identity.db
        .updateTable('identity.codes')
        .set({ expires_at: sql`now() - interval '1 minute'` })
        .execute();
      expect(
        await failure(client.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: second }))),
      ).toMatchObject({
        name: 'ExpiredCodeException',
      });
      await client.send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));
      await client.send(
        new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: await identity.latestCode(email) }),
      );
      expect((await signInWithPassword(email, 'Codes!123')).AuthenticationResult?.IdToken).toEqual(expect.any(String));
    });

    it('resets a password with a one-time code', async () => {
      const email = 'reset@example.test';
      await confirmedUser(email, 'Reset!123');
      await client.send(new ForgotPasswordCommand({ ClientId, Username: email }));
      const code = await identity.latestCode(email);
      expect(
        await failure(
          client.send(
            new ConfirmForgotPasswordCommand({ ClientId, Username: email, ConfirmationCode: code, Password: 'weak' }),
          ),
        ),
      ).toMatchObject({ name: 'InvalidPasswordException' });
      await client.send(
        new ConfirmForgotPasswordCommand({ ClientId, Username: email, ConfirmationCode: code, Password: 'Reset!456' }),
      );
      expect(
        await failure(
          client.send(
            new ConfirmForgotPasswordCommand({
              ClientId,
              Username: email,
              ConfirmationCode: code,
              Password: 'Reset!789',
            }),
          ),
        ),
      ).toMatchObject({ name: 'CodeMismatchException' });
      expect(await failure(signInWithPassword(email, 'Reset!123'))).toMatchObject({ name: 'NotAuthorizedException' });
      expect((await signInWithPassword(email, 'Reset!456')).AuthenticationResult).toBeDefined();

      // An account without a verified email gets no code, and the answer any other name gets (decoy.ts).
      await client.send(new SignUpCommand({ ClientId, Username: 'unverified@example.test', Password: 'Unver!123' }));
      const signUpCode = await identity.latestCode('unverified@example.test');
      expect(
        await client.send(new ForgotPasswordCommand({ ClientId, Username: 'unverified@example.test' })),
      ).toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
      expect(await identity.latestCode('unverified@example.test')).toBe(signUpCode);
    });

    it('throttles repeated wrong passwords', async () => {
      const email = 'throttle@example.test';
      await confirmedUser(email, 'Throttle!1');
      for (let i = 0; i < 5; i++)
        expect(await failure(signInWithPassword(email, 'Wrong!pass1'))).toMatchObject({
          name: 'NotAuthorizedException',
        });
      expect(await failure(signInWithPassword(email, 'Throttle!1'))).toMatchObject({
        name: 'TooManyRequestsException',
      });
      expect(await failure(signInWithPassword('nobody@example.test', 'Throttle!1'))).toMatchObject({
        name: 'NotAuthorizedException',
      });
      expect(
        await failure(
          client.send(
            new InitiateAuthCommand({
              AuthFlow: 'USER_PASSWORD_AUTH',
              ClientId: 'other',
              AuthParameters: { USERNAME: email, PASSWORD: 'x' },
            }),
          ),
        ),
      ).toMatchObject({ name: 'ResourceNotFoundException' });
    });

    it('changes passwords, refreshes, and refuses tokens after GlobalSignOut and RevokeToken', async () => {
      const email = 'session@example.test';
      await confirmedUser(email, 'Session!1');
      const first = (await signInWithPassword(email, 'Session!1')).AuthenticationResult!;
      expect((await client.send(new GetUserCommand({ AccessToken: first.AccessToken }))).UserAttributes).toEqual(
        expect.arrayContaining([{ Name: 'email', Value: email }]),
      );
      expect(
        await failure(
          client.send(
            new ChangePasswordCommand({
              AccessToken: first.AccessToken,
              PreviousPassword: 'Nope!123',
              ProposedPassword: 'Session!2',
            }),
          ),
        ),
      ).toMatchObject({ name: 'NotAuthorizedException' });
      await client.send(
        new ChangePasswordCommand({
          AccessToken: first.AccessToken,
          PreviousPassword: 'Session!1',
          ProposedPassword: 'Session!2',
        }),
      );

      const refreshed = await refreshWith(first.RefreshToken!);
      expect(refreshed.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

      await client.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken }));
      expect(await failure(client.send(new GetUserCommand({ AccessToken: first.AccessToken })))).toMatchObject({
        name: 'NotAuthorizedException',
      });
      expect(await failure(refreshWith(first.RefreshToken!))).toMatchObject({ name: 'NotAuthorizedException' });

      const second = (await signInWithPassword(email, 'Session!2')).AuthenticationResult!;
      await client.send(new RevokeTokenCommand({ ClientId, Token: second.RefreshToken }));
      expect(await failure(refreshWith(second.RefreshToken!))).toMatchObject({ name: 'NotAuthorizedException' });
    });

    it('changes the name of the signed-in user, and tokens from a refresh carry it', async () => {
      const email = 'renamed@example.test';
      await confirmedUser(email, 'Renamed!1');
      await confirmedUser('bystander@example.test', 'Bystander!1');
      const session = (await signInWithPassword(email, 'Renamed!1')).AuthenticationResult!;
      const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      const rename = (UserAttributes: { Name: string; Value: string }[], AccessToken = session.AccessToken) =>
        client.send(new UpdateUserAttributesCommand({ AccessToken, UserAttributes }));

      expect(await rename([{ Name: 'name', Value: 'Renée van Dijk' }])).toMatchObject({ CodeDeliveryDetailsList: [] });
      expect((await client.send(new GetUserCommand({ AccessToken: session.AccessToken }))).UserAttributes).toEqual(
        expect.arrayContaining([{ Name: 'name', Value: 'Renée van Dijk' }]),
      );
      // Both ways aws-amplify refreshes.
      expect(claims((await refreshWith(session.RefreshToken!)).AuthenticationResult!.IdToken!).name).toBe(
        'Renée van Dijk',
      );
      const fromRefresh = await identity.cognito('GetTokensFromRefreshToken', {
        ClientId,
        RefreshToken: session.RefreshToken,
      });
      expect(claims(fromRefresh.body.AuthenticationResult.IdToken).name).toBe('Renée van Dijk');
      const bystander = (await signInWithPassword('bystander@example.test', 'Bystander!1')).AuthenticationResult!;
      expect(claims(bystander.IdToken!).name).toBeUndefined();

      // Only the name: sub never changes, the other standard attributes are not the app's to write, others unknown.
      // One wrong attribute refuses the whole request.
      const refusals: [{ Name: string; Value: string }[], string, RegExp][] = [
        [[{ Name: 'sub', Value: 'someone-else' }], 'InvalidParameterException', /non-mutable attribute sub/],
        [
          [
            { Name: 'name', Value: 'Half Done' },
            { Name: 'email', Value: 'other@example.test' },
          ],
          'NotAuthorizedException',
          /unauthorized attribute/,
        ],
        [[{ Name: 'email_verified', Value: 'true' }], 'NotAuthorizedException', /unauthorized attribute/],
        [[{ Name: 'custom:plan', Value: 'premium' }], 'InvalidParameterException', /does not exist/],
        [[{ Name: 'name', Value: 'x'.repeat(2049) }], 'InvalidParameterException', /2048/],
      ];
      for (const [attributes, name, message] of refusals) {
        const error = await failure(rename(attributes));
        expect({ name: error.name, message: error.message }, JSON.stringify(attributes)).toMatchObject({
          name,
          message: expect.stringMatching(message),
        });
      }
      expect(await identity.cognito('UpdateUserAttributes', { AccessToken: session.AccessToken })).toMatchObject({
        status: 400,
        body: { __type: 'InvalidParameterException' },
      });
      const after = (await refreshWith(session.RefreshToken!)).AuthenticationResult!;
      expect(claims(after.IdToken!)).toMatchObject({
        name: 'Renée van Dijk',
        email,
        sub: claims(session.IdToken!).sub,
      });
      // Within Cognito's limit, the name still follows the profile name rule.
      expect(await failure(rename([{ Name: 'name', Value: 'x'.repeat(2048) }]))).toMatchObject({
        name: 'InvalidParameterException',
        message: expect.stringContaining('NAME_TOO_LONG'),
      });

      // Only with a live access token.
      expect(await failure(rename([{ Name: 'name', Value: 'Intruder' }], session.IdToken))).toMatchObject({
        name: 'NotAuthorizedException',
      });
      await client.send(new GlobalSignOutCommand({ AccessToken: session.AccessToken }));
      expect(await failure(rename([{ Name: 'name', Value: 'Intruder' }]))).toMatchObject({
        name: 'NotAuthorizedException',
      });
    });

    it('adds users to groups, and never stores a password', async () => {
      const email = 'grouped@example.test';
      await confirmedUser(email, 'Grouped!1');
      // Admin actions are IAM-signed with the configured key (the anonymous client above is refused).
      expect(
        await failure(
          client.send(
            new AdminAddUserToGroupCommand({
              UserPoolId: identity.config.userPoolId,
              Username: email,
              GroupName: 'admin',
            }),
          ),
        ),
      ).toMatchObject({ name: 'UnrecognizedClientException' });
      await identity.admin.send(
        new AdminAddUserToGroupCommand({ UserPoolId: identity.config.userPoolId, Username: email, GroupName: 'admin' }),
      );
      const idToken = (await signInWithPassword(email, 'Grouped!1')).AuthenticationResult!.IdToken!;
      expect(JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString())['cognito:groups']).toEqual([
        'admin',
      ]);

      const rows = await identity.db.selectFrom('identity.users').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain('Grouped!1');
      const messages = await identity.db.selectFrom('identity.messages').select('body').execute();
      expect(JSON.stringify(messages)).not.toContain('Grouped!1');
    });
  });
});
