import { useBrowserStore } from '@koester/shared/session/browser-store';
import { useSessionStore } from '@koester/shared/session/session-store';

/**
 * However a session ends (log out, a failed refresh, another user signing in, or any of it while this module was
 * not loaded), the stored profile goes (spec §4). It lives with the auth code, which every page holding a sign-in
 * loads, and not in the browser store, which is on the first paint of every page.
 */
export function forgetStoredProfileOfOthers(): void {
  const { status, user } = useSessionStore.getState();
  const { profile, clearUserData } = useBrowserStore.getState();
  if (!profile || status === 'unknown') return;
  if (status === 'signed-out' || user?.userId !== profile.userId) clearUserData();
}

forgetStoredProfileOfOthers();
useSessionStore.subscribe(forgetStoredProfileOfOthers);
