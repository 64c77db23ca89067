import { beforeEach, describe, expect, it } from 'vitest';
import { followSessionWithUserData } from '@koester/shared/auth/forget-user-data';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import { INTRO_STORE_KEY, LEGACY_PORTAL_KEY, migrateLegacyPortalEntry, useIntroStore } from './intro-store';
import { useVoteStore, VOTE_STORE_KEY } from './vote-store';

followSessionWithUserData();

const legacyEntry = (state: object) => JSON.stringify({ state, version: 1 });
const oldState = { userId: 'ann', votes: { f1: 'upvote' }, lastVoteFetch: 5 };

describe('the closed intro', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    useIntroStore.setState({ closed: false });
    useSessionStore.getState().signIn(testUser('ann'), testTokens);
  });

  it('is kept in its own key, apart from the votes', () => {
    useIntroStore.getState().close();
    expect(JSON.parse(localStorage.getItem(INTRO_STORE_KEY) ?? 'null')).toEqual({
      state: { closed: true },
      version: 1,
    });
    expect(INTRO_STORE_KEY.startsWith('koester-user:')).toBe(false);
  });

  it('survives a sign-out, which takes the votes, and is read back after a reload', async () => {
    useVoteStore.getState().setVote('f1', 'upvote');
    useIntroStore.getState().close();
    useSessionStore.getState().signOut();
    expect(localStorage.getItem(VOTE_STORE_KEY)).toBeNull();
    expect(useIntroStore.getState().closed).toBe(true);

    const kept = localStorage.getItem(INTRO_STORE_KEY) ?? '';
    useIntroStore.setState({ closed: false }); // a fresh page: nothing in memory
    localStorage.setItem(INTRO_STORE_KEY, kept);
    await useIntroStore.persist.rehydrate();
    expect(useIntroStore.getState().closed).toBe(true);
  });
});

describe('the old portal entry (votes and intro flag under koester-feedback)', () => {
  beforeEach(() => {
    useIntroStore.setState({ closed: false });
    localStorage.clear();
  });

  it('hands its closed intro on and drops the votes, their owner and the fetch time', async () => {
    localStorage.setItem(LEGACY_PORTAL_KEY, legacyEntry({ ...oldState, introClosed: true }));
    migrateLegacyPortalEntry();
    expect(localStorage.getItem(LEGACY_PORTAL_KEY)).toBeNull();
    expect(localStorage.getItem(VOTE_STORE_KEY)).toBeNull();
    await useIntroStore.persist.rehydrate();
    expect(useIntroStore.getState().closed).toBe(true);
  });

  it('leaves the intro open when it was open, and goes even when it is not JSON', () => {
    localStorage.setItem(LEGACY_PORTAL_KEY, legacyEntry({ ...oldState, introClosed: false }));
    migrateLegacyPortalEntry();
    expect(localStorage.getItem(LEGACY_PORTAL_KEY)).toBeNull();
    expect(localStorage.getItem(INTRO_STORE_KEY)).toBeNull();

    localStorage.setItem(LEGACY_PORTAL_KEY, '{not json');
    migrateLegacyPortalEntry();
    expect(localStorage.getItem(LEGACY_PORTAL_KEY)).toBeNull();
  });
});
