import { beforeEach, describe, expect, it } from 'vitest';
import '@koester/shared/auth/forget-stored-profile';
import { useBrowserStore } from '@koester/shared/session/browser-store';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/session/test-session';

const user = testUser;
const tokens = testTokens;
const profileOf = (userId: string) => ({ userId, name: userId, email: `${userId}@koester.test`, fetchedAt: 1 });
const entry = () => JSON.parse(localStorage.getItem('koester-browser') ?? 'null');

describe('the stored profile', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    useSessionStore.getState().signIn(user('ann'), tokens);
    useBrowserStore.setState({ profile: profileOf('ann') });
  });

  it('survives token refreshes of its user, and the restoring of the session after a reload', () => {
    useSessionStore.getState().updateTokens({ ...tokens, idToken: 'fresh' });
    expect(useBrowserStore.getState().profile).toEqual(profileOf('ann'));
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    expect(useBrowserStore.getState().profile).toEqual(profileOf('ann'));
  });

  it('is cleared when the session ends or another user signs in', () => {
    useSessionStore.getState().signOut();
    expect(useBrowserStore.getState().profile).toBeNull();
    expect(entry().state.profile).toBeNull();

    useBrowserStore.setState({ profile: profileOf('ann') });
    useSessionStore.getState().signIn(user('bob'), tokens);
    expect(useBrowserStore.getState().profile).toBeNull();
  });

  it('drops an entry of the old shape (version 1, votes and a profile without user id) instead of migrating it', async () => {
    const old = {
      votes: { f1: 'upvote' },
      lastVoteFetch: 5,
      introClosed: true,
      profile: { name: 'Ann', email: 'ann@koester.test', fetchedAt: 5 },
    };
    localStorage.setItem('koester-browser', JSON.stringify({ state: old, version: 1 }));
    await useBrowserStore.persist.rehydrate();
    expect(useBrowserStore.getState().profile).toBeNull();
    expect(entry()).toEqual({ state: { profile: null }, version: 2 });
  });
});
