import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { buildUrl } from '@koester/shared/api/api-client';
import { createQueryClient } from '@koester/shared/data/query-client';
import { useVoteStore } from '../stores/vote-store';
import { DEFAULT_VIEW } from '../model/list-view';
import declaration from '../../routes.json';
import { feedbackListQuery, listQuery, PORTAL_LIMIT, VOTE_CACHE_MS } from './list-feedback';

vi.mock('@koester/shared/api/api', () => ({ api: { request: vi.fn() } }));

// The generic typed call, seen as a plain function of its arguments.
const request = vi.mocked(api.request as unknown as (...args: unknown[]) => Promise<unknown>);
const emptyList = { items: [], total: 0, limit: PORTAL_LIMIT, offset: 0 };

describe("the portal's first request", () => {
  it('is the one routes.json declares, so the request the HTML starts is the one the page uses', () => {
    const base = 'https://api.koester.test/prod';
    const [declared] = declaration.routes.find((route) => route.path === '/feedback')?.data ?? [];
    expect(`${base}${declared}`).toBe(buildUrl(base, '/feedback', listQuery(DEFAULT_VIEW)));
  });
});

describe('the feedback list query', () => {
  beforeEach(() => {
    request.mockReset().mockResolvedValue(emptyList);
    useVoteStore.setState({ userId: null, votes: {}, lastVoteFetch: null });
  });
  afterEach(() => vi.useRealTimers());

  it('is fresh for 5 minutes and refetched every 5 minutes (spec §7, §9)', () => {
    const options = feedbackListQuery(DEFAULT_VIEW, null);
    expect(VOTE_CACHE_MS).toBe(300_000);
    expect(options.staleTime).toBe(VOTE_CACHE_MS);
    expect(options.refetchInterval).toBe(VOTE_CACHE_MS);
  });

  it('asks for the portal’s 100 items and stamps the stored lastVoteFetch', async () => {
    const client = createQueryClient();
    const before = Date.now();
    await client.query(feedbackListQuery(DEFAULT_VIEW, null));
    expect(request).toHaveBeenCalledWith('get', '/feedback', {
      query: { limit: 100, sort: 'top', status: 'open' },
      signal: expect.anything(),
    });
    expect(useVoteStore.getState().lastVoteFetch).toBeGreaterThanOrEqual(before);
  });

  it('asks the server for the filters, the order and a trimmed search, leaving out "all"', () => {
    expect(listQuery({ type: 'bug', status: 'all', sort: 'newest', q: '  dark mode ', mine: 'all' })).toEqual({
      limit: 100,
      sort: 'newest',
      type: 'bug',
      q: 'dark mode',
    });
    expect(listQuery({ ...DEFAULT_VIEW, q: '   ' })).toEqual({ limit: 100, sort: 'top', status: 'open' });
  });

  it('asks for the viewer’s own slice only when someone is signed in', () => {
    expect(listQuery({ ...DEFAULT_VIEW, mine: 'votes' })).toMatchObject({ mine: 'votes' });
    expect(listQuery({ ...DEFAULT_VIEW, mine: 'votes' }, false)).not.toHaveProperty('mine');
  });

  it('sorts the answer by upvotes and takes the signed-in viewer’s votes into the vote store', async () => {
    const item = (id: string, upvotes: number, user_vote: 'upvote' | null) => ({
      id,
      upvotes,
      user_vote,
      created_at: '2026-11-01T00:00:00.000Z',
    });
    request.mockResolvedValue({ ...emptyList, items: [item('a', 1, null), item('b', 5, 'upvote')], total: 2 });
    useVoteStore.setState({ userId: 'ann', votes: { a: 'downvote' }, lastVoteFetch: null });
    const list = await createQueryClient().fetchQuery(feedbackListQuery(DEFAULT_VIEW, 'ann'));
    expect(list.items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(useVoteStore.getState().votes).toEqual({ b: 'upvote' });
  });

  it('keeps each viewer’s list apart, and marks a signed-in viewer’s list as theirs', () => {
    const anonymous = feedbackListQuery(DEFAULT_VIEW, null);
    const ann = feedbackListQuery(DEFAULT_VIEW, 'ann');
    expect(anonymous.queryKey).not.toEqual(ann.queryKey);
    expect(ann.meta).toEqual({ userId: 'ann' });
    expect(anonymous.meta?.userId).toBeUndefined();
  });

  it('fetches again after 5 minutes on a page left open', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const observer = new QueryObserver(client, feedbackListQuery(DEFAULT_VIEW, null));
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
