import { queryOptions } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { followSessionWithUserData } from '@koester/shared/auth/forget-user-data';
import { ApiError } from '@koester/shared/api/api-error';
import { queryClient } from '@koester/shared/data/query-client';
import { useBrowserStore } from '@koester/shared/session/browser-store';
import { useSessionStore, type SessionUser } from '@koester/shared/session/session-store';

// However the session ends, this user's browser data goes with it (spec §4).
followSessionWithUserData();

/** Spec §7, §9: the profile cache lasts 15 minutes. */
export const PROFILE_CACHE_MS = 15 * 60_000;

/** The profile (spec §3). */
export interface Profile {
  name: string;
  email: string;
}

/** The profile's cache key: per user, so one user's profile is never another's. */
export const profileKey = (userId: string) => ['profile', userId] as const;

/** GET /profiles, creating the profile on 404 (spec §4: name, default "User", and the email). */
async function fetchOrCreateProfile(user: SessionUser, name?: string): Promise<Profile> {
  let answer: Profile;
  try {
    answer = await api.request('get', '/profiles');
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    answer = await api.request('post', '/profiles', {
      body: { name: name?.trim() || user.name || 'User', email: user.email },
    });
  }
  const profile = { name: answer.name, email: answer.email };
  // A sign-out while the request ran must not bring the profile back into storage.
  if (useSessionStore.getState().user?.userId === user.userId) {
    useBrowserStore.getState().setProfile({ userId: user.userId, ...profile, fetchedAt: Date.now() });
  }
  return profile;
}

/**
 * The profile query of a signed-in user. It starts from the copy stored in
 * this browser, with the time it was fetched, so a reload within 15 minutes
 * needs no request; `meta.userId` lets sign-out drop it from the cache.
 * `name` is used only if the profile has to be created.
 */
export function profileQuery(user: SessionUser, name?: string) {
  const stored = useBrowserStore.getState().profile;
  const own = stored?.userId === user.userId ? stored : undefined;
  return queryOptions({
    queryKey: profileKey(user.userId),
    queryFn: () => fetchOrCreateProfile(user, name),
    staleTime: PROFILE_CACHE_MS,
    gcTime: PROFILE_CACHE_MS,
    meta: { userId: user.userId },
    initialData: own ? { name: own.name, email: own.email } : undefined,
    initialDataUpdatedAt: own?.fetchedAt,
  });
}

/**
 * The signed-in user's profile, creating it when missing: cached for 15
 * minutes in the page's query client (and in this browser across reloads).
 * Resolves null when nobody is signed in.
 */
export async function ensureProfile(name?: string): Promise<Profile | null> {
  const user = useSessionStore.getState().user;
  if (!user) return null;
  // Awaited on the way from sign-in to the next page: a failure must not hold that up with retries.
  return queryClient.query({ ...profileQuery(user, name), retry: false });
}
