import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/session/test-session';
import { followSession, useVoteStore, VOTE_STORE_KEY } from './vote-store';

const user = testUser;
const tokens = testTokens;
const stored = () => JSON.parse(localStorage.getItem(VOTE_STORE_KEY) ?? '{}').state;

describe('the vote store', () => {
  beforeEach(() => {
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    useVoteStore.setState({ userId: null, votes: {}, lastVoteFetch: null, introClosed: false });
    useSessionStore.getState().signIn(user('ann'), tokens);
  });

  it('records, replaces and removes a vote', () => {
    const { setVote } = useVoteStore.getState();
    setVote('f1', 'upvote');
    setVote('f2', 'downvote');
    expect(useVoteStore.getState().votes).toEqual({ f1: 'upvote', f2: 'downvote' });
    setVote('f1', 'downvote');
    expect(useVoteStore.getState().votes.f1).toBe('downvote');
    setVote('f1', null);
    expect(useVoteStore.getState().votes).toEqual({ f2: 'downvote' });
  });

  it('keeps votes, owner, fetch time and intro flag in localStorage, and reads them back', async () => {
    useVoteStore.getState().setVote('f1', 'upvote');
    useVoteStore.getState().markVotesFetched(1234);
    useVoteStore.getState().closeIntro();
    expect(stored()).toEqual({ userId: 'ann', votes: { f1: 'upvote' }, lastVoteFetch: 1234, introClosed: true });

    useVoteStore.setState({ userId: null, votes: {}, lastVoteFetch: null, introClosed: false });
    localStorage.setItem(
      VOTE_STORE_KEY,
      JSON.stringify({
        state: { userId: 'ann', votes: { f9: 'downvote' }, lastVoteFetch: 5, introClosed: true },
        version: 1,
      }),
    );
    await useVoteStore.persist.rehydrate();
    expect(useVoteStore.getState()).toMatchObject({ votes: { f9: 'downvote' }, lastVoteFetch: 5, introClosed: true });
  });

  it('forgets the votes when the session store signs out, but remembers the closed intro', () => {
    useVoteStore.getState().setVote('f1', 'upvote');
    useVoteStore.getState().markVotesFetched(1234);
    useVoteStore.getState().closeIntro();
    useSessionStore.getState().signOut();
    expect(useVoteStore.getState()).toMatchObject({ userId: null, votes: {}, lastVoteFetch: null, introClosed: true });
    expect(stored().votes).toEqual({});
  });

  it('forgets another user’s votes, also when they were signed out while the portal was not loaded', () => {
    useVoteStore.getState().setVote('f1', 'upvote');
    useSessionStore.getState().signIn(user('bob'), tokens);
    expect(useVoteStore.getState()).toMatchObject({ userId: 'bob', votes: {} });

    useVoteStore.setState({ userId: 'bob', votes: { f1: 'upvote' } });
    followSession({ status: 'signed-out', user: null });
    expect(useVoteStore.getState().votes).toEqual({});
  });

  it('keeps the votes while the session is still being restored', () => {
    useVoteStore.getState().setVote('f1', 'upvote');
    followSession({ status: 'unknown', user: null });
    expect(useVoteStore.getState().votes).toEqual({ f1: 'upvote' });
  });
});
