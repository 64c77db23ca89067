import { api } from '@koester/shared/api/api';
import { ApiError } from '@koester/shared/api/api-error';
import { useBrowserStore, type StoredProfile } from '@koester/shared/session/browser-store';
import { useSessionStore } from '@koester/shared/session/session-store';

/** Spec §7: the profile cache lasts 15 minutes. */
export const PROFILE_CACHE_MS = 15 * 60_000;

interface Profile {
  name: string;
  email: string;
}

/**
 * The signed-in user's profile, creating it when missing (spec §4: after
 * confirmation, with the name, default "User", and the email). Cached in the
 * browser for 15 minutes.
 */
export async function ensureProfile(name?: string): Promise<StoredProfile | null> {
  const user = useSessionStore.getState().user;
  if (!user) return null;
  const cached = useBrowserStore.getState().profile;
  if (cached && cached.email === user.email && Date.now() - cached.fetchedAt < PROFILE_CACHE_MS) return cached;
  let profile: Profile;
  try {
    profile = await api.get<Profile>('/profiles');
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    profile = await api.post<Profile>('/profiles', { name: name?.trim() || user.name || 'User', email: user.email });
  }
  const stored = { name: profile.name, email: profile.email, fetchedAt: Date.now() };
  useBrowserStore.getState().setProfile(stored);
  return stored;
}
