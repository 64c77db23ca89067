import i18next from 'i18next';
import { rememberSignIn } from '@koester/shared/config/boot-requests';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { useSessionStore } from '@koester/shared/session/session-store';

/** Spec §4, §9: the session is rechecked on load and every 5 minutes. */
const SESSION_RECHECK_MS = 300_000;

/**
 * Whether this browser holds a sign-in: Amplify keeps the last user's name
 * under this key. Reading it synchronously means anonymous visitors are known
 * to be signed out without loading aws-amplify at all.
 */
function hasStoredSignIn(): boolean {
  try {
    return Boolean(localStorage.getItem(`${amplifyKeyPrefix()}LastAuthUser`));
  } catch {
    return false;
  }
}

/** Where aws-amplify keeps this app client's tokens in localStorage. */
const amplifyKeyPrefix = () => `CognitoIdentityServiceProvider.${runtimeConfig().identity.userPoolClientId}.`;

/** Removes aws-amplify's stored tokens at once and returns the refresh token they held, so it can be revoked. */
function takeStoredTokens(): string | null {
  try {
    const prefix = amplifyKeyPrefix();
    const user = localStorage.getItem(`${prefix}LastAuthUser`);
    const refreshToken = user ? localStorage.getItem(`${prefix}${user}.refreshToken`) : null;
    for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
    return refreshToken;
  } catch {
    return null;
  }
}

const sync = async (forceRefresh = false) => (await import('@koester/shared/auth/auth')).syncSession({ forceRefresh });

/**
 * Restores the session on load and keeps it fresh. The shell owns the session
 * and publishes it in the shared store that every remote reads.
 */
export function startSession(): void {
  // A 401 from the API gets one retry after a refresh (spec §8).
  useSessionStore.getState().setRefresher(() => sync(true));
  // A remote's log-out button (the feedback portal's greeting) logs out exactly as the navbar does.
  useSessionStore.getState().setLogOut(signOut);
  // The server's hint (signed-in-cookie.mjs) follows every sign-in and sign-out, so a page opened next, in this tab
  // or another, arrives without a visitor's data in it.
  useSessionStore.subscribe((state, previous) => {
    if (state.status !== previous.status && state.status !== 'unknown') rememberSignIn(state.status === 'signed-in');
  });
  if (!hasStoredSignIn()) useSessionStore.getState().signOut();
  else void sync();
  window.setInterval(() => {
    if (useSessionStore.getState().status === 'signed-in' || hasStoredSignIn()) void sync();
  }, SESSION_RECHECK_MS);
}

/**
 * Signs out: revokes the refresh token, clears the tokens and the stored
 * profile (spec §4). The user's other stored data (every `koester-user:` key)
 * goes with the shared auth code loaded here; what a loaded remote or the
 * query client holds in memory is dropped by its owner when the session store
 * turns "signed-out": the shell loads neither.
 */
export function signOut(): void {
  // Signed out here first, synchronously: a page opened a moment later must not restore the session. The server
  // is told afterwards, in a request that outlives a page change.
  const refreshToken = takeStoredTokens();
  useSessionStore.getState().signOut();
  void Promise.all([
    import('@koester/shared/auth/auth'),
    import('@koester/shared/session/browser-store'),
    import('@koester/shared/toast/toast'),
  ]).then(([{ revokeRefreshToken }, { useBrowserStore }, { toast }]) => {
    if (refreshToken) revokeRefreshToken(refreshToken);
    useBrowserStore.getState().clearUserData();
    toast.success(i18next.t('shell:session.loggedOut'));
  });
}
