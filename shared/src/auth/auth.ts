import type * as AmplifyAuthModule from 'aws-amplify/auth';
import { followSessionWithUserData } from '@koester/shared/auth/forget-user-data';
import { revokeRefreshToken } from '@koester/shared/auth/revoke-token';
import { installRevoke, onSignOut } from '@koester/shared/session/sign-out';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { useSessionStore, type SessionUser } from '@koester/shared/session/session-store';

// However the session ends, this user's browser data goes with it (spec §4), and its refresh token is revoked.
followSessionWithUserData();
installRevoke(revokeRefreshToken);

// A type-only import: aws-amplify itself loads on first use (see amplifyAuth).
export type AmplifyAuth = typeof AmplifyAuthModule;

let loading: Promise<AmplifyAuth> | undefined;

/**
 * aws-amplify, configured once from the runtime config and loaded only when
 * first needed, so it stays off the first paint. The same code talks to
 * Amazon Cognito and to the local user pool: only userPoolEndpoint differs.
 */
export function amplifyAuth(): Promise<AmplifyAuth> {
  loading ??= (async () => {
    const [{ Amplify }, auth] = await Promise.all([import('aws-amplify'), import('aws-amplify/auth')]);
    const { userPoolId, userPoolClientId, userPoolEndpoint } = runtimeConfig().identity;
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId,
          userPoolClientId,
          ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
          loginWith: { email: true },
          signUpVerificationMethod: 'code',
        },
      },
    });
    // Every sign-out (sign-out.ts) ends aws-amplify's session state too, wherever it keeps it.
    onSignOut(async () => void (await auth.signOut()));
    return auth;
  })();
  return loading;
}

/** Spec §9: a token within 5 s of expiry is refreshed. */
export const REFRESH_TOLERANCE_MS = 5_000;

/**
 * Reads the session from Amplify (refreshing a token that is expired or about
 * to be) and publishes it in the shared session store. A failed refresh means
 * signed out. Returns whether someone is signed in.
 */
export async function syncSession(options: { forceRefresh?: boolean } = {}): Promise<boolean> {
  const auth = await amplifyAuth();
  try {
    let session = await auth.fetchAuthSession({ forceRefresh: options.forceRefresh });
    const expiresAt = (session.tokens?.idToken?.payload.exp ?? 0) * 1000;
    if (session.tokens && expiresAt - Date.now() < REFRESH_TOLERANCE_MS)
      session = await auth.fetchAuthSession({ forceRefresh: true });
    const idToken = session.tokens?.idToken;
    const accessToken = session.tokens?.accessToken;
    if (!idToken || !accessToken) {
      useSessionStore.getState().signOut();
      return false;
    }
    const claims = idToken.payload;
    const email = String(claims.email ?? '').toLowerCase();
    const userId = String(claims.sub);
    const groups = Array.isArray(claims['cognito:groups']) ? (claims['cognito:groups'] as string[]) : [];
    const user: SessionUser = {
      userId,
      username: email,
      email,
      name: typeof claims.name === 'string' ? claims.name : '',
      // Only what decides which controls to show: the API checks admin rights on every call by itself.
      isAdmin: groups.includes('admin'),
    };
    useSessionStore.getState().signIn(user, {
      idToken: idToken.toString(),
      accessToken: accessToken.toString(),
      expiresAt: (claims.exp ?? 0) * 1000,
    });
    return true;
  } catch {
    useSessionStore.getState().signOut();
    return false;
  }
}

/**
 * Gives the signed-in user a new name in the user pool (the `name` attribute), then refreshes the tokens and
 * publishes the session, so the id token and the session store's user (the navbar greeting) carry it. The refresh is
 * forced here rather than through syncSession, which signs out when a refresh fails: a rename that could not reach
 * the session must not end it. Throws Amplify's error.
 */
export async function updateSessionName(name: string): Promise<void> {
  const auth = await amplifyAuth();
  await auth.updateUserAttributes({ userAttributes: { name } });
  // Amplify answers a failed refresh with a session without tokens (or throws): then the session is left as it is.
  const refreshed = await auth.fetchAuthSession({ forceRefresh: true });
  if (!refreshed.tokens?.idToken) throw new Error('The session could not be refreshed with the new name');
  await syncSession();
}
