import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { ensureProfile, PROFILE_CACHE_MS, profileKey } from '@koester/shared/auth/profile';
import { queryClient } from '@koester/shared/data/query-client';
import { useBrowserStore } from '@koester/shared/session/browser-store';
import { useSessionStore } from '@koester/shared/session/session-store';

// The typed call, seen as the two requests it makes: GET /profiles, and POST /profiles with its body.
vi.mock('@koester/shared/api/api', () => {
  const get = vi.fn();
  const post = vi.fn();
  const request = (method: string, path: string, init?: { body?: unknown }) =>
    method === 'get' ? get(path) : post(path, init?.body);
  return { api: { get, post, request } };
});

const demo = {
  userId: 'u-demo',
  username: 'demo@koester.test',
  name: 'Demo',
  email: 'demo@koester.test',
  isAdmin: false,
};
const tokens = { idToken: 'id', accessToken: 'access', expiresAt: Date.now() + 3_600_000 };
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const notFound = new ApiError({ status: 404, message: 'No profile yet.', code: 'PROFILE_NOT_FOUND' });
const stored = () => JSON.parse(localStorage.getItem('koester-browser') ?? '{}').state?.profile;

describe('ensureProfile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    get.mockReset().mockResolvedValue({ name: 'Demo', email: demo.email });
    post.mockReset();
    queryClient.clear();
    localStorage.clear();
    useBrowserStore.setState({ profile: null });
    useSessionStore.getState().signIn(demo, tokens);
  });
  afterEach(() => vi.useRealTimers());

  it('answers from the cache for 15 minutes, then fetches again', async () => {
    expect(await ensureProfile()).toEqual({ name: 'Demo', email: demo.email });
    vi.setSystemTime(Date.now() + PROFILE_CACHE_MS - 60_000);
    await ensureProfile();
    expect(get).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await ensureProfile();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the profile in this browser with its user and fetch time, and starts from it after a reload', async () => {
    await ensureProfile();
    expect(stored()).toEqual({ userId: demo.userId, name: 'Demo', email: demo.email, fetchedAt: Date.now() });
    queryClient.clear(); // what a reload does to the memory cache
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await ensureProfile()).toEqual({ name: 'Demo', email: demo.email });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('never starts from a stored profile of someone else', async () => {
    useBrowserStore
      .getState()
      .setProfile({ userId: 'u-other', name: 'Other', email: 'o@x.test', fetchedAt: Date.now() });
    expect(await ensureProfile()).toEqual({ name: 'Demo', email: demo.email });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('creates a missing profile with the name given, else the session name, else "User", and the email', async () => {
    get.mockRejectedValue(notFound);
    post.mockImplementation(async (_path, body) => body);
    expect(await ensureProfile('  Ann ')).toEqual({ name: 'Ann', email: demo.email });
    expect(post).toHaveBeenLastCalledWith('/profiles', { name: 'Ann', email: demo.email });

    queryClient.clear();
    useSessionStore.getState().signIn({ ...demo, userId: 'u-2', name: '' }, tokens);
    await ensureProfile();
    expect(post).toHaveBeenLastCalledWith('/profiles', { name: 'User', email: demo.email });
  });

  it('passes other failures on, once, and caches nothing', async () => {
    get.mockRejectedValue(new ApiError({ status: 503, message: 'down', code: 'HTTP_503' }));
    await expect(ensureProfile()).rejects.toMatchObject({ status: 503 });
    expect(get).toHaveBeenCalledTimes(1);
    expect(post).not.toHaveBeenCalled();
    expect(stored() ?? null).toBeNull();
  });

  it('is forgotten on sign-out, in the query client and in storage', async () => {
    await ensureProfile();
    useSessionStore.getState().signOut();
    expect(queryClient.getQueryData(profileKey(demo.userId))).toBeUndefined();
    expect(useBrowserStore.getState().profile).toBeNull();
    expect(stored()).toBeNull();
    expect(await ensureProfile()).toBeNull();

    useSessionStore.getState().signIn(demo, tokens);
    await ensureProfile();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
