// Signing in and up against the user pool, with the steps on the way (confirming the email, a forced new password,
// a password reset). Forms import it as they submit, never sooner: it brings aws-amplify (auth.ts).
import { AuthFailure, toAuthFailure } from '@koester/shared/auth/auth-errors';
import { amplifyAuth, syncSession, type AmplifyAuth } from '@koester/shared/auth/auth';

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

/** The user pool's username of an email address: the address, trimmed and in lower case. */
export const poolUsername = (email: string) => email.trim().toLowerCase();

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
    const result = await auth.signIn({ username: poolUsername(email), password });
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
  const email = poolUsername(input.email);
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
  await call('confirm', (auth) => auth.confirmSignUp({ username: poolUsername(email), confirmationCode: code }));
}

/** Sends a new confirmation code. */
export async function resendConfirmationCode(email: string): Promise<void> {
  await call('confirm', (auth) => auth.resendSignUpCode({ username: poolUsername(email) }));
}

/** Sends a password reset code. */
export async function requestPasswordReset(email: string): Promise<void> {
  await call('reset', (auth) => auth.resetPassword({ username: poolUsername(email) }));
}

/** Sets a new password with the emailed code. */
export async function confirmPasswordReset(email: string, code: string, newPassword: string): Promise<void> {
  await call('reset', (auth) =>
    auth.confirmResetPassword({ username: poolUsername(email), confirmationCode: code, newPassword }),
  );
}
