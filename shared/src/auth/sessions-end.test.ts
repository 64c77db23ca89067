import { beforeEach, describe, expect, it, vi } from 'vitest';
import { amplifyAuth } from '@koester/shared/auth/auth';
import { signInAfterPasswordReset, signOutEverywhere } from '@koester/shared/auth/sessions-end';
import { UNCONFIGURED_PAYMENTS, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { useSessionStore } from '@koester/shared/session/session-store';

/** What reached the user pool and the API, in order. */
const calls = vi.hoisted(() => ({ log: [] as string[], revokeFails: false, signInFails: false }));

vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(async ({ username }: { username: string }) => {
    calls.log.push(`signIn ${username}`);
    if (calls.signInFails)
      throw Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
    return { nextStep: { signInStep: 'DONE' } };
  }),
  signOut: vi.fn(async (options?: { global?: boolean }) => {
    calls.log.push(options?.global ? 'signOut global' : 'signOut');
  }),
  fetchAuthSession: vi.fn(async () => {
    const payload = { sub: 'u-rob', email: 'rob@example.test', name: 'Rob', exp: Math.floor(Date.now() / 1000) + 3600 };
    return {
      tokens: { idToken: { payload, toString: () => 'id' }, accessToken: { payload: {}, toString: () => 'a' } },
    };
  }),
}));
vi.mock('@koester/shared/api/api', () => ({
  api: {
    request: vi.fn(async (method: string, path: string, init: { body?: unknown }) => {
      calls.log.push(`${method} ${path} ${JSON.stringify(init.body)}`);
      if (calls.revokeFails) throw new Error('Network error. Please check your connection.');
    }),
  },
}));

const signedInAs = (email: string) =>
  useSessionStore
    .getState()
    .signIn(
      { userId: 'u', username: email, email, name: '', isAdmin: false },
      { idToken: 'id', accessToken: 'a', expiresAt: Date.now() + 3_600_000 },
    );

beforeEach(async () => {
  Object.assign(calls, { log: [], revokeFails: false, signInFails: false });
  useRuntimeConfig.getState().setConfig({
    environment: 'development',
    apiBaseUrl: 'http://localhost:4000/prod',
    remotes: {},
    identity: { region: 'eu-west-1', userPoolId: 'eu-west-1_Koester1', userPoolClientId: 'client' },
    payments: UNCONFIGURED_PAYMENTS,
  });
  useSessionStore.getState().signOut();
  // aws-amplify is loaded on a page that holds a sign-in (which installs its sign-out into every sign-out).
  await amplifyAuth();
});

describe('logging out on every device', () => {
  it('has the API void every session first, then signs out globally', async () => {
    signedInAs('rob@example.test');
    await signOutEverywhere();
    // Then the one sign-out of every path, which ends aws-amplify's local state as well.
    expect(calls.log).toEqual(['post /sessions/revoke {"keep_current_session":false}', 'signOut global', 'signOut']);
    expect(useSessionStore.getState().status).toBe('signed-out');
  });

  it('does nothing more when the API cannot void them: the user is told and stays signed in', async () => {
    signedInAs('rob@example.test');
    calls.revokeFails = true;
    await expect(signOutEverywhere()).rejects.toThrow(/Network error/);
    expect(calls.log).toEqual(['post /sessions/revoke {"keep_current_session":false}']);
    expect(useSessionStore.getState().status).toBe('signed-in');
  });
});

describe('after a password reset', () => {
  it('signs in with the new password, then voids every earlier session but this one', async () => {
    expect(await signInAfterPasswordReset('Rob@Example.test', 'New!Pass9')).toBe('signed-in');
    expect(calls.log).toEqual(['signIn rob@example.test', 'post /sessions/revoke {"keep_current_session":true}']);
  });

  it('replaces an older session of the same user in this browser', async () => {
    signedInAs('rob@example.test');
    expect(await signInAfterPasswordReset('rob@example.test', 'New!Pass9')).toBe('signed-in');
    expect(calls.log[0]).toBe('signOut');
  });

  it('says so when the earlier sessions could not be voided', async () => {
    calls.revokeFails = true;
    expect(await signInAfterPasswordReset('rob@example.test', 'New!Pass9')).toBe('signed-in-others-kept');
  });

  it('leaves the user signed out when the sign-in fails, and never tries to void', async () => {
    calls.signInFails = true;
    expect(await signInAfterPasswordReset('rob@example.test', 'New!Pass9')).toBe('signed-out');
    expect(calls.log).toEqual(['signIn rob@example.test']);
  });

  it('leaves someone else signed in here alone', async () => {
    signedInAs('partner@example.test');
    expect(await signInAfterPasswordReset('rob@example.test', 'New!Pass9')).toBe('signed-out');
    expect(calls.log).toEqual([]);
    expect(useSessionStore.getState().user?.email).toBe('partner@example.test');
  });
});
