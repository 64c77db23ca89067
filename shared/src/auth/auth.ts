import type * as AmplifyAuthModule from 'aws-amplify/auth';
import { AuthFailure, toAuthFailure } from '@koester/shared/auth/auth-errors';
import { followSessionWithUserData } from '@koester/shared/auth/forget-user-data';
import { revokeRefreshToken } from '@koester/shared/auth/revoke-token';
import { installRevoke, onSignOut, signOut } from '@koester/shared/session/sign-out';
import { runtimeConfig } from '@koester/shared/config/runtime-config';
import { useSessionStore, type SessionUser } from '@koester/shared/session/session-store';

// However the session ends, this user's browser data goes with it (spec §4), and its refresh token is revoked.
followSessionWithUserData();
installRevoke(revokeRefreshToken);

// A type-only import: aws-amplify itself loads on first use (see amplifyAuth).
type AmplifyAuth = typeof AmplifyAuthModule;

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

/** Runs one Amplify operation, turning its failure into spec §8's AuthFailure for the context. */
async function call<T>(
  context: Parameters<typeof toAuthFailure>[1],
  operation: (auth: AmplifyAuth) => Promise<T>,
): Promise<T> {
  const auth = await amplifyAuth();
  try {
    return await operation(auth);
  } catch (error) {
    throw toAuthFailure(error, context);
  }
}

const username = (email: string) => email.trim().toLowerCase();

/** Where a sign-in goes next (spec §2 "Login and signup"). */
type SignInNext = 'done' | 'confirm-sign-up' | 'new-password' | 'custom-challenge';

const NEXT_STEPS: Record<string, SignInNext> = {
  DONE: 'done',
  CONFIRM_SIGN_UP: 'confirm-sign-up',
  CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: 'new-password',
  CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE: 'custom-challenge',
};

async function nextOf(step: string): Promise<SignInNext> {
  const next = NEXT_STEPS[step];
  if (!next) throw new AuthFailure('UNSUPPORTED_STEP', 'Sign in failed');
  if (next === 'done' && !(await syncSession())) {
    throw new AuthFailure('NO_SESSION', 'Unable to get user session following successful sign-in.');
  }
  return next;
}

/** Signs in with email and password (SRP: the password never leaves the browser). */
export async function signInWithEmail(email: string, password: string): Promise<SignInNext> {
  const auth = await amplifyAuth();
  let next: SignInNext;
  try {
    const result = await auth.signIn({ username: username(email), password });
    next = await nextOf(result.nextStep.signInStep);
  } catch (error) {
    const failure = toAuthFailure(error, 'signIn');
    if (failure.code !== 'USER_NOT_CONFIRMED') throw failure;
    next = 'confirm-sign-up';
  }
  // An account that was never confirmed: the code from sign-up may have expired (24 h), so send a
  // fresh one on the way to the code screen. If that fails, the screen's own resend is still there.
  if (next === 'confirm-sign-up') await resendConfirmationCode(email).catch(() => undefined);
  return next;
}

/** Answers NEW_PASSWORD_REQUIRED (spec: /change-password). */
export async function completeNewPassword(newPassword: string): Promise<SignInNext> {
  const result = await call('newPassword', (auth) => auth.confirmSignIn({ challengeResponse: newPassword }));
  return nextOf(result.nextStep.signInStep);
}

/** Registers an account (email and name attributes); true when an emailed code must confirm it. */
export async function signUpWithEmail(input: { email: string; password: string; name: string }): Promise<boolean> {
  const email = username(input.email);
  const result = await call('signUp', (auth) =>
    auth.signUp({
      username: email,
      password: input.password,
      options: { userAttributes: { email, name: input.name.trim() } },
    }),
  );
  return result.nextStep.signUpStep === 'CONFIRM_SIGN_UP';
}

/** Confirms the account with the emailed six-digit code. */
export async function confirmEmail(email: string, code: string): Promise<void> {
  await call('confirm', (auth) => auth.confirmSignUp({ username: username(email), confirmationCode: code }));
}

/** Sends a new confirmation code. */
export async function resendConfirmationCode(email: string): Promise<void> {
  await call('confirm', (auth) => auth.resendSignUpCode({ username: username(email) }));
}

/** Sends a password reset code. */
export async function requestPasswordReset(email: string): Promise<void> {
  await call('reset', (auth) => auth.resetPassword({ username: username(email) }));
}

/** Sets a new password with the emailed code. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await call('reset', (auth) =>
    auth.confirmResetPassword({ username: username(email), confirmationCode: code, newPassword }),
  );
}

/**
 * POST /sessions/revoke: the API refuses every ID token of this user from a session authenticated up to now (this
 * one included), on every instance, refreshed or not; with `keepCurrentSession`, before this session, which stays.
 */
async function voidEarlierSessions(options: { keepCurrentSession?: boolean } = {}): Promise<void> {
  const { api } = await import('@koester/shared/api/api');
  await api.request('post', '/sessions/revoke', {
    body: { keep_current_session: options.keepCurrentSession ?? false },
  });
}

/**
 * Signs out on every device. Cognito's global sign-out revokes refresh and access tokens, but an ID token it issued
 * stays valid until it expires, and the API verifies ID tokens on its own: so the API voids every earlier session
 * first. When the API cannot be reached, nothing else happens and the error goes to the caller, so the user can try
 * again instead of believing the other devices are out. (Amplify carries on when the global sign-out itself fails;
 * the API still refuses those sessions, refreshed or not.)
 */
export async function signOutEverywhere(): Promise<void> {
  await voidEarlierSessions();
  const auth = await amplifyAuth();
  try {
    await auth.signOut({ global: true });
  } finally {
    await signOut();
  }
}

/** What a password reset left: signed in with every earlier session void, signed in with them kept, or signed out. */
export type ResetOutcome = 'signed-in' | 'signed-in-others-kept' | 'signed-out';

/**
 * After a password reset: signs in with the new password and has the API void every session authenticated before
 * this one, so a token taken from an old session stops working at once. Someone else signed in in this browser keeps
 * their session (nothing is done); the same user's older session here is replaced. The reset itself has already
 * succeeded, so a failure only changes what the user is told.
 */
export async function signInAfterPasswordReset(email: string, newPassword: string): Promise<ResetOutcome> {
  const current = useSessionStore.getState().user;
  if (current && current.email !== username(email)) return 'signed-out';
  try {
    if (current) await signOut();
    if ((await signInWithEmail(email, newPassword)) !== 'done') return 'signed-out';
  } catch {
    return 'signed-out';
  }
  try {
    await voidEarlierSessions({ keepCurrentSession: true });
    return 'signed-in';
  } catch {
    return 'signed-in-others-kept';
  }
}
