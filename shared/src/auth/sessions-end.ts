import { amplifyAuth } from '@koester/shared/auth/auth';
import { poolUsername, signInWithEmail } from '@koester/shared/auth/sign-in';
import { signOut } from '@koester/shared/session/sign-out';
import { useSessionStore } from '@koester/shared/session/session-store';

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
  if (current && current.email !== poolUsername(email)) return 'signed-out';
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
