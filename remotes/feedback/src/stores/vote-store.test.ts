import { beforeEach, describe, expect, it } from 'vitest';
// Loaded first, as on a real page, where the auth code is there before this remote: it clears the stored votes first.
import { followSessionWithUserData } from '@koester/shared/auth/forget-user-data';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import { followSession, useVoteStore, VOTE_STORE_KEY } from './vote-store';

followSessionWithUserData();

const user = testUser;
const tokens = testTokens;
const stored = () => JSON.parse(localStorage.getItem(VOTE_STORE_KEY) ?? 'null')?.state;

describe('the vote store', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    useVoteStore.setState({ userId: null, votes: {}, lastVoteFetch: null });
    useSessionStore.getState().signIn(user('ann'), tokens);
  });

  it("takes the server's votes for the listed items, only for the store's user", () => {
    const { setVote, syncVotes } = useVoteStore.getState();
    setVote('f1', 'upvote');
    setVote('f9', 'downvote');
    syncVotes('ann', [
      { id: 'f1', user_vote: null },
      { id: 'f2', user_vote: 'upvote' },
    ]);
    expect(useVoteStore.getState().votes).toEqual({ f2: 'upvote', f9: 'downvote' });
    syncVotes('bob', [{ id: 'f3', user_vote: 'upvote' }]);
    expect(useVoteStore.getState().votes).toEqual({ f2: 'upvote', f9: 'downvote' });
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

  it('keeps votes, owner and fetch time under a koester-user: key, and reads them back', async () => {
    expect(VOTE_STORE_KEY).toBe('koester-user:feedback-votes');
    useVoteStore.getState().setVote('f1', 'upvote');
    useVoteStore.getState().markVotesFetched(1234);
    expect(stored()).toEqual({ userId: 'ann', votes: { f1: 'upvote' }, lastVoteFetch: 1234 });

    useVoteStore.setState({ userId: null, votes: {}, lastVoteFetch: null });
    localStorage.setItem(
      VOTE_STORE_KEY,
      JSON.stringify({ state: { userId: 'ann', votes: { f9: 'downvote' }, lastVoteFetch: 5 }, version: 1 }),
    );
    await useVoteStore.persist.rehydrate();
    expect(useVoteStore.getState()).toMatchObject({ userId: 'ann', votes: { f9: 'downvote' }, lastVoteFetch: 5 });
  });

  it('forgets the votes in memory and in storage when the session store signs out', () => {
    useVoteStore.getState().setVote('f1', 'upvote');
    useVoteStore.getState().markVotesFetched(1234);
    useSessionStore.getState().signOut();
    expect(useVoteStore.getState()).toMatchObject({ userId: null, votes: {}, lastVoteFetch: null });
    expect(localStorage.getItem(VOTE_STORE_KEY)).toBeNull();
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
    expect(stored().votes).toEqual({ f1: 'upvote' });
  });
});
