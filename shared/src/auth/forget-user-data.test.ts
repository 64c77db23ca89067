import { beforeEach, describe, expect, it } from 'vitest';
import {
  followSessionWithUserData,
  forgetUserDataOfOthers,
  USER_DATA_OWNER_KEY,
  USER_DATA_PREFIX,
} from '@koester/shared/auth/forget-user-data';
import { useBrowserStore } from '@koester/shared/session/browser-store';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';

followSessionWithUserData();

const user = testUser;
const tokens = testTokens;
const profileOf = (userId: string) => ({
  userId,
  name: userId,
  email: `${userId}@koester.test`,
  plan: 'free' as const,
  fetchedAt: 1,
});
const entry = () => JSON.parse(localStorage.getItem('koester-browser') ?? 'null');
const userKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(USER_DATA_PREFIX));
const VOTES_KEY = `${USER_DATA_PREFIX}some-app-votes`;

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
    expect(entry()).toEqual({ state: { profile: null }, version: 3 });
  });

  it('drops a profile of version 2, which had no plan, so the profile is fetched again', async () => {
    const { plan: _plan, ...withoutPlan } = profileOf('ann');
    localStorage.setItem('koester-browser', JSON.stringify({ state: { profile: withoutPlan }, version: 2 }));
    await useBrowserStore.persist.rehydrate();
    expect(useBrowserStore.getState().profile).toBeNull();
    expect(entry()).toEqual({ state: { profile: null }, version: 3 });
  });
});

describe('the keys under koester-user:', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    useSessionStore.getState().signIn(user('ann'), tokens);
    localStorage.setItem(VOTES_KEY, '{"f1":"upvote"}');
    localStorage.setItem('koester-some-app-intro', 'closed');
  });

  it('stay while their user is signed in, through token refreshes and the restoring of the session', () => {
    useSessionStore.getState().updateTokens({ ...tokens, idToken: 'fresh' });
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    useSessionStore.getState().signIn(user('ann'), tokens);
    expect(localStorage.getItem(VOTES_KEY)).toBe('{"f1":"upvote"}');
    expect(localStorage.getItem(USER_DATA_OWNER_KEY)).toBe('ann');
  });

  it('all go at sign-out, and only they', () => {
    localStorage.setItem(`${USER_DATA_PREFIX}other`, '1');
    useSessionStore.getState().signOut();
    expect(userKeys()).toEqual([]);
    expect(localStorage.getItem('koester-some-app-intro')).toBe('closed');
  });

  it('go when another user signs in, which then owns the keys', () => {
    useSessionStore.getState().signIn(user('bob'), tokens);
    expect(userKeys()).toEqual([USER_DATA_OWNER_KEY]);
    expect(localStorage.getItem(USER_DATA_OWNER_KEY)).toBe('bob');
  });

  it('go when the user changed while this code was not loaded (a page loaded later finds another owner)', () => {
    localStorage.setItem(USER_DATA_OWNER_KEY, 'bob');
    forgetUserDataOfOthers();
    expect(userKeys()).toEqual([USER_DATA_OWNER_KEY]);
    expect(localStorage.getItem(USER_DATA_OWNER_KEY)).toBe('ann');
  });

  it('are kept while the session is unknown, and go once it turns out signed out (a reload after a sign-out)', () => {
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    forgetUserDataOfOthers();
    expect(localStorage.getItem(VOTES_KEY)).toBe('{"f1":"upvote"}');
    useSessionStore.getState().signOut();
    expect(userKeys()).toEqual([]);
  });
});
