import { AdminCreateUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSession } from '@koester/shared/auth/auth';
import { confirmEmail, signInWithEmail, signUpWithEmail, completeNewPassword } from '@koester/shared/auth/sign-in';
import type { AuthFailure } from '@koester/shared/auth/auth-errors';
import { signOut } from '@koester/shared/session/sign-out';
import { parseRuntimeConfig, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { useSessionStore } from '@koester/shared/session/session-store';
import { startTestIdentity, type TestIdentity } from './support.ts';

let identity: TestIdentity;

beforeAll(async () => {
  identity = await startTestIdentity();
  useRuntimeConfig.getState().setConfig(
    parseRuntimeConfig({
      apiBaseUrl: 'http://127.0.0.1:1/prod',
      remotes: {},
      identity: {
        userPoolId: identity.config.userPoolId,
        userPoolClientId: identity.config.clientId,
        userPoolEndpoint: identity.url,
      },
      admin: { emails: [], userIds: [] },
    }),
  );
});
afterAll(() => identity.close());

const session = () => useSessionStore.getState();

describe("the site's shared auth operations against the local user pool", () => {
  it('signs up, confirms, signs in and publishes the session; refuses a second sign-in', async () => {
    const email = 'Site.User@example.test';
    expect(await signUpWithEmail({ email, password: 'Site!User1', name: 'Site User' })).toBe(true);
    const signUpCode = await identity.latestCode('site.user@example.test');
    // Logging in before confirming sends a fresh code (the first may have expired).
    expect(await signInWithEmail(email, 'Site!User1')).toBe('confirm-sign-up');
    const freshCode = await identity.latestCode('site.user@example.test');
    expect(freshCode).not.toBe(signUpCode);
    await confirmEmail(email, freshCode);
    expect(await signInWithEmail(email, 'Site!User1')).toBe('done');
    expect(session()).toMatchObject({
      status: 'signed-in',
      user: { email: 'site.user@example.test', username: 'site.user@example.test', name: 'Site User', isAdmin: false },
    });
    expect(session().tokens?.expiresAt).toBeGreaterThan(Date.now() + 3_500_000);

    await expect(signInWithEmail(email, 'Site!User1')).rejects.toMatchObject({
      code: 'ALREADY_SIGNED_IN',
      message: 'There is already a signed in user. Call signOut before calling signIn again.',
    });
    expect(await syncSession({ forceRefresh: true })).toBe(true);

    await signOut();
    expect(session()).toMatchObject({ status: 'signed-out', user: null, tokens: null });
    expect(await syncSession()).toBe(false);
  });

  it("maps failures to the spec's messages", async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: AuthFailure) => ({ code: error.code, message: error.message }),
      );
    expect(await failure(signInWithEmail('site.user@example.test', 'Wrong!Pass1'))).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(
      await failure(signUpWithEmail({ email: 'site.user@example.test', password: 'Site!User1', name: 'X' })),
    ).toEqual({
      code: 'USERNAME_EXISTS',
      message: 'An account with this email already exists',
    });
    expect(await failure(signUpWithEmail({ email: 'weak@example.test', password: 'weakpass1!', name: 'X' }))).toEqual({
      code: 'PASSWORD_UPPERCASE',
      message: 'Password must contain an uppercase letter',
    });
    await signUpWithEmail({ email: 'code@example.test', password: 'Code!Pass1', name: 'Code' });
    expect(await failure(confirmEmail('code@example.test', '000000'))).toEqual({
      code: 'CODE_MISMATCH',
      message: 'Invalid verification code',
    });
  });

  it('recognises admins from the groups in the token, and walks a forced password change', async () => {
    expect(await signInWithEmail(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).toBe('done');
    expect(session().user).toMatchObject({ userId: DEMO_ACCOUNTS.admin.sub, isAdmin: true, name: 'Koester team' });
    await signOut();

    await identity.admin.send(
      new AdminCreateUserCommand({
        UserPoolId: identity.config.userPoolId,
        Username: 'forced@example.test',
        TemporaryPassword: 'Temp!Pass1',
        MessageAction: 'SUPPRESS',
      }),
    );
    expect(await signInWithEmail('forced@example.test', 'Temp!Pass1')).toBe('new-password');
    await expect(completeNewPassword('short')).rejects.toMatchObject({ code: 'NEW_PASSWORD_POLICY' });
    expect(await completeNewPassword('Forced!Pass2')).toBe('done');
    expect(session().status).toBe('signed-in');
    await signOut();
  });
});
