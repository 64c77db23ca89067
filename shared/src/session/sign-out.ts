import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { useSessionStore } from '@koester/shared/session/session-store';

/** Where aws-amplify keeps this app client's tokens in localStorage. */
const amplifyKeyPrefix = () => `CognitoIdentityServiceProvider.${runtimeConfig().identity.userPoolClientId}.`;

/**
 * Whether this browser holds a sign-in: aws-amplify keeps the last user's name under its prefix. Read synchronously,
 * so an anonymous visitor is known to be signed out without loading aws-amplify at all.
 */
export function hasStoredSignIn(): boolean {
  try {
    return Boolean(localStorage.getItem(`${amplifyKeyPrefix()}LastAuthUser`));
  } catch {
    return false;
  }
}

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

/** Sends the refresh token's revoke: installed by the auth code, which every page holding a sign-in loads. */
let revokeNow: ((token: string) => void) | undefined;

/**
 * Installs the revoke (revoke-token.ts). Sent synchronously on the click, it reaches the user pool even when the
 * next page is opened at once; it is not in this module itself because it speaks the user pool's protocol, which a
 * visitor's pages never carry.
 */
export function installRevoke(revoke: (token: string) => void): void {
  revokeNow = revoke;
}

/** What else ends with a session: installed by the auth code once aws-amplify is loaded (see onSignOut). */
const alsoEnded = new Set<() => Promise<void>>();

/**
 * Has `end` run with every sign-out from now on. The auth code installs aws-amplify's own sign-out here when it
 * loads aws-amplify, so its session state ends too wherever it keeps it (localStorage on a page; memory in tests).
 */
export function onSignOut(end: () => Promise<void>): void {
  alsoEnded.add(end);
}

/**
 * The one way a session ends in this browser, whoever ends it (the log-out button, the API refusing the token, a
 * password reset, the end of a sign-out everywhere): aws-amplify's stored tokens go and the session store says
 * signed out, at once and synchronously, so a page opened a moment later cannot restore the session. Then the
 * refresh token is revoked at the user pool and the stored profile is dropped (spec §4); the user's other browser
 * data (`koester-user:` keys) goes with the auth code's follower (forget-user-data.ts), and what a remote or the
 * query client holds in memory is dropped by its owner when the store turns "signed-out". aws-amplify itself is not
 * loaded for it; when it is loaded, its own sign-out runs too (onSignOut). The local part is done on return; the
 * promise settles when the rest is.
 */
export function signOut(): Promise<void> {
  const refreshToken = takeStoredTokens();
  useSessionStore.getState().signOut();
  if (refreshToken && revokeNow) revokeNow(refreshToken);
  // What follows may be awaited (a sign-in that comes next), or left to finish on its own; it never fails: the
  // session has ended here whatever becomes of it.
  return Promise.allSettled([
    // Signed in without the auth code loaded (it loads within a moment of any page that holds a sign-in): fetched now.
    refreshToken &&
      !revokeNow &&
      import('@koester/shared/auth/revoke-token').then(({ revokeRefreshToken }) => revokeRefreshToken(refreshToken)),
    import('@koester/shared/session/browser-store').then(({ useBrowserStore }) =>
      useBrowserStore.getState().clearUserData(),
    ),
    ...[...alsoEnded].map((end) => end()),
  ]).then(() => undefined);
}
