import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { ApiError, clientError, networkError } from '@koester/shared/api/api-error';
import {
  createQueryClient,
  DEFAULT_STALE_MS,
  dropQueriesOfSignedOutUsers,
  MAX_ATTEMPTS,
  refreshQueries,
  shouldRetry,
} from '@koester/shared/data/query-client';
import { useSessionStore } from '@koester/shared/session/session-store';
import { testTokens, testUser } from '@koester/shared/testing/test-session';

const httpError = (status: number) => new ApiError({ status, message: 'x', code: `HTTP_${status}` });

describe('the query client defaults', () => {
  const client = createQueryClient();
  afterEach(() => client.clear());

  it('keep data fresh for a minute, do not refetch on window focus, and fail rather than pause offline', () => {
    const queries = client.getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(DEFAULT_STALE_MS);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.networkMode).toBe('always');
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('never retry a 4xx or a client-side failure', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422, 429])
      expect(shouldRetry(0, httpError(status))).toBe(false);
    expect(shouldRetry(0, clientError())).toBe(false);
    expect(shouldRetry(0, new Error('not from the api client'))).toBe(false);
  });

  it('retry network and server errors, up to three attempts in all', () => {
    for (const error of [networkError(), httpError(500), httpError(503)]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(MAX_ATTEMPTS - 2, error)).toBe(true);
      expect(shouldRetry(MAX_ATTEMPTS - 1, error)).toBe(false);
    }
  });

  it('hand the ApiError of a 404 to the caller after one attempt', async () => {
    const queryFn = vi.fn(async () => {
      throw httpError(404);
    });
    await expect(client.query({ queryKey: ['missing'], queryFn })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retry a 503 until it succeeds', async () => {
    let calls = 0;
    const queryFn = vi.fn(async () => {
      calls += 1;
      if (calls < MAX_ATTEMPTS) throw httpError(503);
      return 'ok';
    });
    await expect(client.query({ queryKey: ['flaky'], queryFn, retryDelay: 0 })).resolves.toBe('ok');
    expect(queryFn).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });
});

const user = testUser;
const tokens = testTokens;

describe('queries of a user', () => {
  const client = createQueryClient();
  let stop: () => void;

  beforeEach(() => {
    useSessionStore.setState({ status: 'unknown', user: null, tokens: null });
    client.clear();
    client.setQueryData(['public'], 'everyone');
    client.getQueryCache().build(client, { queryKey: ['profile', 'ann'], meta: { userId: 'ann' } });
    client.setQueryData(['profile', 'ann'], 'ann’s profile');
    stop = dropQueriesOfSignedOutUsers(client);
  });
  afterEach(() => stop());

  it('stay while the session is restored and while their user is signed in', () => {
    useSessionStore.getState().signIn(user('ann'), tokens);
    useSessionStore.getState().updateTokens({ ...tokens, idToken: 'fresh' });
    expect(client.getQueryData(['profile', 'ann'])).toBe('ann’s profile');
  });

  it('leave the cache on sign-out; public data stays', () => {
    useSessionStore.getState().signIn(user('ann'), tokens);
    useSessionStore.getState().signOut();
    expect(client.getQueryCache().find({ queryKey: ['profile', 'ann'] })).toBeUndefined();
    expect(client.getQueryData(['public'])).toBe('everyone');
  });

  it('leave the cache when another user signs in', () => {
    useSessionStore.getState().signIn(user('bob'), tokens);
    expect(client.getQueryCache().find({ queryKey: ['profile', 'ann'] })).toBeUndefined();
  });
});

describe('refreshQueries', () => {
  it('answers with what the server holds after the change, even when a fetch that left before it is under way', async () => {
    const client = createQueryClient();
    let server = 'before';
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let calls = 0;
    const queryFn = async () => {
      const seen = server;
      if (++calls === 1) await firstHeld;
      return seen;
    };
    const observer = new QueryObserver(client, { queryKey: ['list'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    // The first fetch has read the old state and is still on its way (no data yet); then the change lands.
    expect(client.getQueryState(['list'])?.fetchStatus).toBe('fetching');
    server = 'after';
    const refreshed = refreshQueries(client, { queryKey: ['list'] });
    releaseFirst();
    await refreshed;
    expect(client.getQueryData(['list'])).toBe('after');
    expect(calls).toBe(2);
    unsubscribe();
    client.clear();
  });
});
