import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import { PENDING_STORE_KEY, usePendingStore, type FeedbackDraft } from './pending-store';

const draft = (over: Partial<FeedbackDraft> = {}): FeedbackDraft => ({
  title: 'Dark mode',
  description: 'Please add a dark mode.',
  type: 'feature',
  isAnonymous: false,
  owner: null,
  submitOnLogin: false,
  ...over,
});

describe('the pending store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSessionStore.setState({ status: 'signed-out', user: null, tokens: null });
    usePendingStore.setState({ draft: null, vote: null, follow: null });
  });

  it('keeps the draft and a held vote in sessionStorage, which survives a reload', () => {
    usePendingStore.getState().saveDraft(draft());
    usePendingStore.getState().holdVote({ feedbackId: 'f1', upvote: true });
    const stored = JSON.parse(sessionStorage.getItem(PENDING_STORE_KEY) ?? 'null').state;
    expect(stored).toEqual({ draft: draft(), vote: { feedbackId: 'f1', upvote: true }, follow: null });
    expect(localStorage.getItem(PENDING_STORE_KEY)).toBeNull();
  });

  it('hands a held vote and a held follow out once', () => {
    usePendingStore.getState().holdVote({ feedbackId: 'f1', upvote: false });
    usePendingStore.getState().holdFollow('f2');
    expect(usePendingStore.getState().takeVote()).toEqual({ feedbackId: 'f1', upvote: false });
    expect(usePendingStore.getState().takeVote()).toBeNull();
    expect(usePendingStore.getState().takeFollow()).toBe('f2');
    expect(usePendingStore.getState().takeFollow()).toBeNull();
  });

  it('hands out only a draft whose submit waited for login, once, and keeps its text until sent', () => {
    usePendingStore.getState().saveDraft(draft());
    expect(usePendingStore.getState().takeDraftToSubmit()).toBeNull();
    usePendingStore.getState().saveDraft(draft({ submitOnLogin: true }));
    expect(usePendingStore.getState().takeDraftToSubmit()).toMatchObject({ title: 'Dark mode' });
    expect(usePendingStore.getState().takeDraftToSubmit()).toBeNull();
    expect(usePendingStore.getState().draft).toMatchObject({ title: 'Dark mode', submitOnLogin: false });
  });

  it("keeps a visitor's draft through sign-in, and drops a user's draft when they sign out", () => {
    usePendingStore.getState().saveDraft(draft({ submitOnLogin: true }));
    useSessionStore.getState().signIn(testUser('ann'), testTokens);
    expect(usePendingStore.getState().draft).not.toBeNull();
    usePendingStore.getState().saveDraft(draft({ owner: 'ann' }));
    useSessionStore.getState().signIn(testUser('bob'), testTokens);
    expect(usePendingStore.getState().draft).toBeNull();
    usePendingStore.getState().saveDraft(draft({ owner: 'bob' }));
    useSessionStore.getState().signOut();
    expect(usePendingStore.getState().draft).toBeNull();
  });
});
