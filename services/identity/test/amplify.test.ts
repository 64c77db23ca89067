import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { Amplify } from 'aws-amplify';
import {
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  signIn,
  signOut,
  signUp,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { startTestIdentity, type TestIdentity } from './support.ts';

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: identity.config.userPoolId,
        userPoolClientId: identity.config.clientId,
        userPoolEndpoint: identity.url,
      },
    },
  });
});
afterAll(() => identity.close());

describe('aws-amplify against the local user pool', () => {
  const email = 'new.user@example.test';
  const password = 'Gift!Idea42';

  it('signs up, confirms with the mailed code, and signs in with SRP', async () => {
    const signedUp = await signUp({
      username: email,
      password,
      options: { userAttributes: { email, name: 'Nieuwe Gebruiker' } },
    });
    expect(signedUp).toMatchObject({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });

    // Before confirmation, the correct password leads to the confirmation step.
    expect((await signIn({ username: email, password })).nextStep.signInStep).toBe('CONFIRM_SIGN_UP');

    const confirmed = await confirmSignUp({ username: email, confirmationCode: await identity.latestCode(email) });
    expect(confirmed.isSignUpComplete).toBe(true);

    const result = await signIn({ username: email, password });
    expect(result).toMatchObject({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload).toMatchObject({
      email,
      name: 'Nieuwe Gebruiker',
      email_verified: true,
      token_use: 'id',
      aud: identity.config.clientId,
    });
    expect(tokens?.accessToken.payload).toMatchObject({ token_use: 'access', client_id: identity.config.clientId });
    expect(tokens?.accessToken.payload.origin_jti).toEqual(expect.any(String));
    expect((tokens!.idToken!.payload.exp as number) - (tokens!.idToken!.payload.iat as number)).toBe(3600);

    // The API's verifier (same library, same settings) accepts the id token.
    const verifier = JwtRsaVerifier.create(
      {
        issuer: identity.config.issuer,
        audience: identity.config.clientId,
        jwksUri: `${identity.url}/${identity.config.userPoolId}/.well-known/jwks.json`,
      },
      { jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (uri) => (await fetch(uri)).arrayBuffer() } }) },
    );
    await expect(verifier.verify(tokens!.idToken!.toString())).resolves.toMatchObject({ email });

    expect((await getCurrentUser()).userId).toBe(tokens!.idToken!.payload.sub);
    expect(await fetchUserAttributes()).toMatchObject({ email, name: 'Nieuwe Gebruiker', email_verified: 'true' });
  });

  it('changes the name, which the next refreshed id token carries', async () => {
    const result = await updateUserAttributes({ userAttributes: { name: 'Nieuwe Naam' } });
    expect(result.name).toMatchObject({ isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } });
    expect(await fetchUserAttributes()).toMatchObject({ name: 'Nieuwe Naam' });
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    expect(tokens?.idToken?.payload.name).toBe('Nieuwe Naam');
  });

  it('refreshes tokens, and refuses the old ones after a global sign-out', async () => {
    const before = (await fetchAuthSession()).tokens!.accessToken.toString();
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.accessToken.toString()).not.toBe(before);

    const access = refreshed.tokens!.accessToken.toString();
    await signOut({ global: true });
    const after = await identity.cognito('GetUser', { AccessToken: access });
    expect(after).toMatchObject({ status: 400, body: { __type: 'NotAuthorizedException' } });
  });

  it('refuses a wrong password', async () => {
    await expect(signIn({ username: email, password: 'Wrong!Pass1' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('signs in the seeded demo accounts, the admin with the admin group', async () => {
    await signIn({ username: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password });
    const { tokens } = await fetchAuthSession();
    expect(tokens?.idToken?.payload).toMatchObject({ sub: DEMO_ACCOUNTS.admin.sub, 'cognito:groups': ['admin'] });
    await signOut();
  });

  it('walks an admin-created user through the forced password change', async () => {
    const created = await identity.admin.send(
      new AdminCreateUserCommand({
        UserPoolId: identity.config.userPoolId,
        Username: 'invited@example.test',
        TemporaryPassword: 'Temp!Pass1',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: 'invited@example.test' },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(created.User?.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    const first = await signIn({ username: 'invited@example.test', password: 'Temp!Pass1' });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    expect(await confirmSignIn({ challengeResponse: 'Chosen!Pass2' })).toMatchObject({ isSignedIn: true });
    await signOut();
    expect((await signIn({ username: 'invited@example.test', password: 'Chosen!Pass2' })).isSignedIn).toBe(true);
    await signOut();
  });
});
