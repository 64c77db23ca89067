import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { createQueryClient } from '@koester/shared/data/query-client';
import { useVoteStore } from '../stores/vote-store';
import { feedbackListQuery, PORTAL_LIMIT, VOTE_CACHE_MS } from './list-feedback';

vi.mock('@koester/shared/api/api', () => ({ api: { request: vi.fn() } }));

// The generic typed call, seen as a plain function of its arguments.
const request = vi.mocked(api.request as unknown as (...args: unknown[]) => Promise<unknown>);
const emptyList = { items: [], total: 0, limit: PORTAL_LIMIT, offset: 0 };

describe('the feedback list query', () => {
  beforeEach(() => {
    request.mockReset().mockResolvedValue(emptyList);
    useVoteStore.setState({ userId: null, votes: {}, lastVoteFetch: null });
  });
  afterEach(() => vi.useRealTimers());

  it('is fresh for 5 minutes and refetched every 5 minutes (spec §7, §9)', () => {
    const options = feedbackListQuery(null);
    expect(VOTE_CACHE_MS).toBe(300_000);
    expect(options.staleTime).toBe(VOTE_CACHE_MS);
    expect(options.refetchInterval).toBe(VOTE_CACHE_MS);
  });

  it('asks for the portal’s 100 items and stamps the stored lastVoteFetch', async () => {
    const client = createQueryClient();
    const before = Date.now();
    await client.query(feedbackListQuery(null));
    expect(request).toHaveBeenCalledWith('get', '/feedback', { query: { limit: 100 }, signal: expect.anything() });
    expect(useVoteStore.getState().lastVoteFetch).toBeGreaterThanOrEqual(before);
  });

  it('keeps each viewer’s list apart, and marks a signed-in viewer’s list as theirs', () => {
    const anonymous = feedbackListQuery(null);
    const ann = feedbackListQuery('ann');
    expect(anonymous.queryKey).not.toEqual(ann.queryKey);
    expect(ann.meta).toEqual({ userId: 'ann' });
    expect(anonymous.meta?.userId).toBeUndefined();
  });

  it('fetches again after 5 minutes on a page left open', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const observer = new QueryObserver(client, feedbackListQuery(null));
    const stop = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VOTE_CACHE_MS - 1_000);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(request).toHaveBeenCalledTimes(2);
    stop();
    client.clear();
  });
});
