import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { createQueryClient } from '@koester/shared/data/query-client';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';
import { useVoteStore } from '../stores/vote-store';
import { useCastVote } from './cast-vote';
import type { FeedbackItem } from './list-feedback';

vi.mock('@koester/shared/api/api', () => ({ api: { request: vi.fn() } }));
const request = vi.mocked(api.request as unknown as (...args: unknown[]) => Promise<unknown>);

const item = {
  id: 'f1',
  upvotes: 3,
  downvotes: 1,
  user_vote: null,
} as FeedbackItem;
const LIST_KEY = ['feedback', 'list', { limit: 100, viewer: 'ann' }];
const ITEM_KEY = ['feedback', 'item', 'f1', { viewer: 'ann' }];
const VISITOR_LIST_KEY = ['feedback', 'list', { limit: 100, viewer: null }];

function setup() {
  const client = createQueryClient();
  client.setQueryData(LIST_KEY, { items: [item], total: 1, limit: 100, offset: 0 });
  client.setQueryData(ITEM_KEY, item);
  client.setQueryData(VISITOR_LIST_KEY, { items: [item], total: 1, limit: 100, offset: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCastVote(), { wrapper });
  const cached = () => [
    (client.getQueryData(LIST_KEY) as { items: FeedbackItem[] }).items[0],
    client.getQueryData(ITEM_KEY) as FeedbackItem,
  ];
  const visitorItem = () => (client.getQueryData(VISITOR_LIST_KEY) as { items: FeedbackItem[] }).items[0];
  return { result, cached, client, visitorItem };
}

describe('useCastVote', () => {
  beforeEach(() => {
    request.mockReset();
    useSessionStore.getState().signIn(testUser('ann'), testTokens);
    useVoteStore.setState({ userId: 'ann', votes: {}, lastVoteFetch: null });
  });
  afterEach(() => vi.useRealTimers());

  it('counts the vote at once everywhere, then takes the server’s counts', async () => {
    let answer!: (value: unknown) => void;
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result, cached } = setup();
    act(() => result.current.mutate({ id: 'f1', upvote: true, current: null }));
    await waitFor(() => expect(cached()[0]).toMatchObject({ upvotes: 4, user_vote: 'upvote' }));
    expect(cached()[1]).toMatchObject({ upvotes: 4, user_vote: 'upvote' });
    expect(useVoteStore.getState().votes.f1).toBe('upvote');

    await act(async () => answer({ item: { ...item, upvotes: 7 }, user_vote: 'upvote' }));
    for (const entry of cached()) expect(entry).toMatchObject({ upvotes: 7, user_vote: 'upvote' });
  });

  it('leaves the answers cached for another viewer as they were, only stale', async () => {
    request.mockResolvedValue({ item: { ...item, upvotes: 4, is_own: true }, user_vote: 'upvote' });
    const { result, client, visitorItem } = setup();
    await act(async () => {
      await result.current.mutateAsync({ id: 'f1', upvote: true, current: null });
    });
    expect(visitorItem()).toEqual(item);
    expect(client.getQueryState(VISITOR_LIST_KEY)?.isInvalidated).toBe(true);
  });

  it('ignores an answer that arrives after the voter signed out', async () => {
    let answer!: (value: unknown) => void;
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result, cached } = setup();
    act(() => result.current.mutate({ id: 'f1', upvote: true, current: null }));
    await waitFor(() => expect(cached()[0]).toMatchObject({ upvotes: 4 }));
    useSessionStore.getState().signOut();
    useVoteStore.setState({ userId: null, votes: {} });
    await act(async () => answer({ item: { ...item, upvotes: 9 }, user_vote: 'upvote' }));
    expect(useVoteStore.getState().votes).toEqual({});
    expect(cached()[0]).toMatchObject({ upvotes: 4 });
  });

  it('puts back only this item when the server refuses, and the stored vote', async () => {
    request.mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error.' }));
    useVoteStore.setState({ votes: { f1: 'downvote' } });
    const { result, cached } = setup();
    await act(async () => {
      await result.current.mutateAsync({ id: 'f1', upvote: true, current: 'downvote' }).catch(() => undefined);
    });
    for (const entry of cached()) expect(entry).toMatchObject({ upvotes: 3, downvotes: 1, user_vote: null });
    expect(useVoteStore.getState().votes.f1).toBe('downvote');
  });
});
