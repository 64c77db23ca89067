import { useBrowserStore } from '@koester/shared/session/browser-store';
import { sessionOwner, useSessionStore } from '@koester/shared/session/session-store';

/**
 * Every localStorage key starting with this belongs to the signed-in user: it is removed when the session ends or
 * another user signs in. Any app keeps per-user browser data under it (e.g. `koester-user:feedback-votes`) and this
 * module clears it without knowing the app. Data that must outlive a sign-out (a closed intro, the language) and
 * anything a visitor keeps to use after signing in (a vote made while signed out) lives under other keys.
 */
export const USER_DATA_PREFIX = 'koester-user:';

/** Under the prefix, whose data the other keys hold, so a user switch is seen even when it happened unobserved. */
export const USER_DATA_OWNER_KEY = `${USER_DATA_PREFIX}owner`;

/** Removes every key under the prefix; collected first, since removing shifts the indexes. */
function removeUserKeys(storage: Storage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(USER_DATA_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * However a session ends (log out, a failed refresh, another user signing in, or any of it while this module was
 * not loaded), the user's browser data goes (spec §4): the stored profile and every `koester-user:` key. Nothing
 * happens while the session is being restored ("unknown"). It lives with the auth code, which every page holding a
 * sign-in loads (the shell loads it to restore a session and to sign out), and not in the session or browser store,
 * which are on the first paint of every page.
 */
export function forgetUserDataOfOthers(): void {
  const owner = sessionOwner(useSessionStore.getState());
  if (owner === undefined) return;

  const { profile, clearUserData } = useBrowserStore.getState();
  if (profile && profile.userId !== owner) clearUserData();

  try {
    if (owner === null) {
      removeUserKeys(localStorage);
    } else if (localStorage.getItem(USER_DATA_OWNER_KEY) !== owner) {
      removeUserKeys(localStorage);
      localStorage.setItem(USER_DATA_OWNER_KEY, owner);
    }
  } catch {
    // Storage disabled or full: nothing was kept, or nothing more can be done here.
  }
}

let following = false;

/**
 * Applies forgetUserDataOfOthers now and on every session change, once per page. Called (not merely imported) by
 * the modules that need it: the shared package declares itself free of side effects for the bundler.
 */
export function followSessionWithUserData(): void {
  if (following) return;
  following = true;
  forgetUserDataOfOthers();
  useSessionStore.subscribe(forgetUserDataOfOthers);
}
