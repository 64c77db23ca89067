import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncSession, updateSessionName } from '@koester/shared/auth/auth';
import { UNCONFIGURED_PAYMENTS, useRuntimeConfig, type RuntimeConfig } from '@koester/shared/config/runtime-config';
import { useSessionStore } from '@koester/shared/session/session-store';

/**
 * A user pool as aws-amplify shows it: the name attribute, and the tokens Amplify holds, whose id token carries the
 * name the pool had at their last refresh.
 */
const pool = vi.hoisted(() => ({
  name: 'Demo',
  tokenName: 'Demo',
  groups: [] as string[],
  refreshFails: false,
  refreshEmpty: false,
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth', () => ({
  updateUserAttributes: vi.fn(async ({ userAttributes }: { userAttributes: { name: string } }) => {
    pool.name = userAttributes.name;
    return { name: { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } } };
  }),
  fetchAuthSession: vi.fn(async (options?: { forceRefresh?: boolean }) => {
    if (options?.forceRefresh) {
      if (pool.refreshFails) throw new Error('NetworkError');
      if (pool.refreshEmpty) return {};
      pool.tokenName = pool.name;
    }
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const groups = pool.groups.length ? { 'cognito:groups': pool.groups } : {};
    const payload = { sub: 'u-demo', email: 'demo@koester.test', name: pool.tokenName, exp, ...groups };
    return {
      tokens: {
        idToken: { payload, toString: () => `id-${pool.tokenName}` },
        accessToken: { payload: {}, toString: () => 'access' },
      },
    };
  }),
}));

const sessionName = () => useSessionStore.getState().user?.name;

const config: RuntimeConfig = {
  environment: 'development',
  apiBaseUrl: 'http://localhost:4000/prod',
  remotes: {},
  identity: { region: 'eu-west-1', userPoolId: 'eu-west-1_Koester1', userPoolClientId: 'client' },
  payments: UNCONFIGURED_PAYMENTS,
};

describe('who sees admin controls', () => {
  beforeEach(() => Object.assign(pool, { groups: [], refreshFails: false, refreshEmpty: false }));

  it('a member of the admin group, as the id token says', async () => {
    useRuntimeConfig.getState().setConfig(config);
    pool.groups = ['admin'];
    await syncSession();
    expect(useSessionStore.getState().user?.isAdmin).toBe(true);
  });

  it('nobody because a runtime config names them: the file is public, the token decides', async () => {
    const listed = { ...config, admin: { emails: ['demo@koester.test'], userIds: ['u-demo'] } };
    useRuntimeConfig.getState().setConfig(listed);
    await syncSession();
    expect(useSessionStore.getState().user?.isAdmin).toBe(false);
  });
});

describe('the session after a rename', () => {
  beforeEach(async () => {
    Object.assign(pool, { name: 'Demo', tokenName: 'Demo', groups: [], refreshFails: false, refreshEmpty: false });
    useRuntimeConfig.getState().setConfig(config);
    await syncSession();
  });

  it('carries the new name once the tokens are refreshed: the navbar greets the user by it', async () => {
    expect(sessionName()).toBe('Demo');
    await updateSessionName('Demo Renamed');
    expect(pool.name).toBe('Demo Renamed');
    expect(sessionName()).toBe('Demo Renamed');
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', tokens: { idToken: 'id-Demo Renamed' } });
  });

  it('stays signed in, with the old name, when the refresh fails', async () => {
    pool.refreshFails = true;
    await expect(updateSessionName('Demo Renamed')).rejects.toThrow('NetworkError');
    expect(useSessionStore.getState().status).toBe('signed-in');
    expect(sessionName()).toBe('Demo');

    // Amplify's other way of failing: a session without tokens.
    Object.assign(pool, { refreshFails: false, refreshEmpty: true });
    await expect(updateSessionName('Demo Renamed')).rejects.toThrow(/could not be refreshed/);
    expect(useSessionStore.getState().status).toBe('signed-in');
  });

  it('is what a forced sync publishes too (the shell refreshing a session)', async () => {
    pool.name = 'Renamed Elsewhere';
    await syncSession({ forceRefresh: true });
    expect(sessionName()).toBe('Renamed Elsewhere');
  });
});
