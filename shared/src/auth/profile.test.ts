import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { updateSessionName } from '@koester/shared/auth/auth';
import {
  ensureProfile,
  PROFILE_CACHE_MS,
  profileKey,
  refreshProfile,
  renameProfile,
} from '@koester/shared/auth/profile';
import { queryClient } from '@koester/shared/data/query-client';
import { useBrowserStore } from '@koester/shared/session/browser-store';
import { useSessionStore } from '@koester/shared/session/session-store';

// The typed call, seen as the requests it makes: GET /profiles, and POST or PATCH /profiles with its body.
vi.mock('@koester/shared/api/api', () => {
  const get = vi.fn();
  const post = vi.fn();
  const patch = vi.fn();
  const request = (method: string, path: string, init?: { body?: unknown }) =>
    method === 'get' ? get(path) : method === 'post' ? post(path, init?.body) : patch(path, init?.body);
  return { api: { get, post, patch, request } };
});
// The user pool's side of a rename (aws-amplify), loaded by renameProfile on demand.
vi.mock('@koester/shared/auth/auth', () => ({ updateSessionName: vi.fn() }));

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
const patch = vi.mocked(api.patch);
const updateName = vi.mocked(updateSessionName);
const notFound = new ApiError({ status: 404, message: 'No profile yet.', code: 'PROFILE_NOT_FOUND' });
const stored = () => JSON.parse(localStorage.getItem('koester-browser') ?? '{}').state?.profile;

describe('ensureProfile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    get.mockReset().mockResolvedValue({ user_id: demo.userId, name: 'Demo', email: demo.email, plan: 'pro' });
    post.mockReset();
    queryClient.clear();
    localStorage.clear();
    useBrowserStore.setState({ profile: null });
    useSessionStore.getState().signIn(demo, tokens);
  });
  afterEach(() => vi.useRealTimers());

  it('answers from the cache for 15 minutes, then fetches again', async () => {
    expect(await ensureProfile()).toEqual({ name: 'Demo', email: demo.email, plan: 'pro' });
    vi.setSystemTime(Date.now() + PROFILE_CACHE_MS - 60_000);
    await ensureProfile();
    expect(get).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await ensureProfile();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the profile in this browser with its user and fetch time, and starts from it after a reload', async () => {
    await ensureProfile();
    expect(stored()).toEqual({
      userId: demo.userId,
      name: 'Demo',
      email: demo.email,
      plan: 'pro',
      fetchedAt: Date.now(),
    });
    queryClient.clear(); // what a reload does to the memory cache
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await ensureProfile()).toEqual({ name: 'Demo', email: demo.email, plan: 'pro' });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('never starts from a stored profile of someone else', async () => {
    useBrowserStore
      .getState()
      .setProfile({ userId: 'u-other', name: 'Other', email: 'o@x.test', plan: 'premium', fetchedAt: Date.now() });
    expect(await ensureProfile()).toEqual({ name: 'Demo', email: demo.email, plan: 'pro' });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('creates a missing profile with the name given, else the session name, else "User", and the email', async () => {
    get.mockRejectedValue(notFound);
    post.mockImplementation(async (_path, body) => ({ name: 'User', ...(body as object), plan: 'free' }));
    expect(await ensureProfile('  Ann ')).toEqual({ name: 'Ann', email: demo.email, plan: 'free' });
    expect(post).toHaveBeenLastCalledWith('/profiles', { name: 'Ann', email: demo.email });

    queryClient.clear();
    useSessionStore.getState().signIn({ ...demo, userId: 'u-2', name: '' }, tokens);
    await ensureProfile();
    expect(post).toHaveBeenLastCalledWith('/profiles', { email: demo.email });

    // A name the profile rule refuses (too long, dangerous) is not sent: the next one that passes is.
    queryClient.clear();
    useSessionStore.getState().signIn({ ...demo, userId: 'u-3', name: 'Session Name' }, tokens);
    await ensureProfile('x'.repeat(101));
    expect(post).toHaveBeenLastCalledWith('/profiles', { name: 'Session Name', email: demo.email });
  });

  it('is asked again after refreshProfile, in this page and across a reload', async () => {
    await ensureProfile();
    expect(useBrowserStore.getState().profile?.plan).toBe('pro');
    get.mockResolvedValue({ user_id: demo.userId, name: 'Demo', email: demo.email, plan: 'premium' });
    refreshProfile(demo.userId);
    expect(useBrowserStore.getState().profile).toBeNull();
    expect(await ensureProfile()).toMatchObject({ plan: 'premium' });
    expect(get).toHaveBeenCalledTimes(2);
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

describe('renameProfile', () => {
  const renamed = { user_id: demo.userId, name: 'Demo Renamed', email: demo.email, plan: 'pro', created_at: 'x' };
  const fieldError = new ApiError({
    status: 400,
    message: 'Please enter your name',
    code: 'VALIDATION_ERROR',
    details: { fields: { name: { code: 'NAME_REQUIRED', message: 'Please enter your name' } } },
  });

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    get.mockReset().mockResolvedValue({ user_id: demo.userId, name: 'Demo', email: demo.email, plan: 'pro' });
    patch.mockReset().mockResolvedValue(renamed);
    updateName.mockReset().mockResolvedValue(undefined);
    queryClient.clear();
    localStorage.clear();
    useBrowserStore.setState({ profile: null });
    useSessionStore.getState().signIn(demo, tokens);
    await ensureProfile();
  });
  afterEach(() => vi.useRealTimers());

  it('renames through PATCH /profiles, and every page then sees the new profile without asking again', async () => {
    expect(await renameProfile('  Demo Renamed ')).toEqual({ name: 'Demo Renamed', email: demo.email, plan: 'pro' });
    expect(patch).toHaveBeenCalledWith('/profiles', { name: '  Demo Renamed ' });
    expect(queryClient.getQueryData(profileKey(demo.userId))).toEqual({
      name: 'Demo Renamed',
      email: demo.email,
      plan: 'pro',
    });
    expect(stored()).toEqual({
      userId: demo.userId,
      name: 'Demo Renamed',
      email: demo.email,
      plan: 'pro',
      fetchedAt: Date.now(),
    });
    expect(await ensureProfile()).toMatchObject({ name: 'Demo Renamed' });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('then gives the user pool and the session the name the API stored', async () => {
    await renameProfile('  Demo Renamed ');
    expect(updateName).toHaveBeenCalledWith('Demo Renamed');
    expect(updateName.mock.invocationCallOrder[0]).toBeGreaterThan(patch.mock.invocationCallOrder[0]!);
  });

  it('passes a refusal on as the ApiError with its field errors, and changes nothing', async () => {
    patch.mockRejectedValue(fieldError);
    const error = await renameProfile(' ').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({
      name: { code: 'NAME_REQUIRED', message: 'Please enter your name' },
    });
    expect(queryClient.getQueryData(profileKey(demo.userId))).toMatchObject({ name: 'Demo' });
    expect(stored()).toMatchObject({ name: 'Demo' });
    expect(updateName).not.toHaveBeenCalled();
  });

  it('still renames when the user pool or the session refresh fails, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    updateName.mockRejectedValue(new Error('NetworkError'));
    expect(await renameProfile('Demo Renamed')).toMatchObject({ name: 'Demo Renamed' });
    expect(stored()).toMatchObject({ name: 'Demo Renamed' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing when the user signed out while the request ran', async () => {
    patch.mockImplementation(async () => {
      useSessionStore.getState().signOut();
      return renamed;
    });
    await renameProfile('Demo Renamed');
    expect(queryClient.getQueryData(profileKey(demo.userId))).toBeUndefined();
    expect(stored() ?? null).toBeNull();
    expect(updateName).not.toHaveBeenCalled();
  });
});
