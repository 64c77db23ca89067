import { queryOptions } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { followSessionWithUserData } from '@koester/shared/auth/forget-user-data';
import { ApiError } from '@koester/shared/api/api-error';
import { queryClient } from '@koester/shared/data/query-client';
import { useBrowserStore } from '@koester/shared/session/browser-store';
import { useSessionStore, type SessionUser } from '@koester/shared/session/session-store';
import type { PlanId } from '@koester/contract/plans/plan-ids';
import { validateProfileName } from '@koester/contract/validation/profile-rules';

// However the session ends, this user's browser data goes with it (spec §4).
followSessionWithUserData();

/** Spec §7, §9: the profile cache lasts 15 minutes. */
export const PROFILE_CACHE_MS = 15 * 60_000;

/** The profile (spec §3), with the plan as far as the site knows it (the API's, from the paid checkouts). */
interface Profile {
  name: string;
  email: string;
  plan: PlanId;
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
    // The first name that passes the profile rule (a sign-up name, else the account's); none: the API's "User".
    const usable = [name, user.name].map((candidate) => validateProfileName(candidate ?? '')).find((c) => c.ok);
    answer = await api.request('post', '/profiles', {
      body: { ...(usable?.ok ? { name: usable.value } : {}), email: user.email },
    });
  }
  const profile = toProfile(answer);
  storeProfile(user.userId, profile);
  return profile;
}

/** The profile's fields of an API answer (which also holds the user id and creation time). */
const toProfile = ({ name, email, plan }: Profile): Profile => ({ name, email, plan });

/**
 * Keeps the user's profile in this browser; true unless the user is no longer signed in: a sign-out while the
 * request ran must not bring the profile back into storage.
 */
function storeProfile(userId: string, profile: Profile): boolean {
  if (useSessionStore.getState().user?.userId !== userId) return false;
  useBrowserStore.getState().setProfile({ userId, ...profile, fetchedAt: Date.now() });
  return true;
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
    initialData: own ? toProfile(own) : undefined,
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

/**
 * Renames the signed-in user (the /dashboard page): PATCH /profiles, whose refusal passes on as the ApiError with the
 * field errors the form shows (the rule of `@koester/contract/validation/profile-rules`). The new profile goes into the
 * query cache and this browser's copy, so every page shows it; then the user pool and the session follow.
 */
export async function renameProfile(name: string): Promise<Profile> {
  const user = useSessionStore.getState().user;
  const profile = toProfile(await api.request('patch', '/profiles', { body: { name } }));
  // Signed out (or someone else signed in) while the request ran: nothing of it is kept.
  if (!user || !storeProfile(user.userId, profile)) return profile;
  // A read of the profile still under way would otherwise land after this and bring the old name back.
  await queryClient.cancelQueries({ queryKey: profileKey(user.userId) });
  queryClient.setQueryData(profileKey(user.userId), profile);
  await renameSession(profile.name);
  return profile;
}

/**
 * The user pool's name, and the session's after a token refresh: what the navbar greets and the id token carries.
 * Best effort: the profile is the site's record of the name, so a failure is only logged, and the navbar shows the
 * old name until the next refresh (when only the refresh failed) or the next rename.
 */
async function renameSession(name: string): Promise<void> {
  try {
    const { updateSessionName } = await import('@koester/shared/auth/auth');
    await updateSessionName(name);
  } catch (error) {
    console.warn('The profile was renamed, but the session still has the old name.', error);
  }
}

/**
 * Forgets the user's profile in this page and this browser, so the next page that shows it asks the API again:
 * after a payment, whose plan the stored copy (up to 15 minutes old) does not know yet.
 */
export function refreshProfile(userId: string): void {
  if (useBrowserStore.getState().profile?.userId === userId) useBrowserStore.getState().setProfile(null);
  void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
}
