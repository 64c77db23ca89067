/** A failed auth operation: a stable code (for translations) and the spec's English message (§8). */
export class AuthFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthFailure';
  }
}

const PASSWORD_RULE_MESSAGES: [RegExp, string, string][] = [
  [/uppercase/i, 'PASSWORD_UPPERCASE', 'Password must contain an uppercase letter'],
  [/lowercase/i, 'PASSWORD_LOWERCASE', 'Password must contain a lowercase letter'],
  [/numeric/i, 'PASSWORD_NUMBER', 'Password must contain a number'],
  [/symbol/i, 'PASSWORD_SPECIAL', 'Password must contain a special character'],
  [/long enough|length/i, 'PASSWORD_LENGTH', 'Password must be at least 8 characters long'],
];

const NEW_PASSWORD_POLICY =
  'Your new password must be at least 8 characters long and contain an uppercase letter, a lowercase letter, a number and a special character.';

/** Maps an identity-service error (Cognito's names, as aws-amplify throws them) to spec §8's messages. */
export function toAuthFailure(
  error: unknown,
  context: 'signIn' | 'signUp' | 'newPassword' | 'confirm' | 'reset' | 'other' = 'other',
): AuthFailure {
  if (error instanceof AuthFailure) return error;
  const name = (error as { name?: string })?.name ?? '';
  const message = (error as { message?: string })?.message ?? '';
  switch (name) {
    // The identity service could not be reached at all (aws-amplify turns fetch's failure into a NetworkError, after
    // its retries): not a wrong password, and not something to leave as "Sign in failed".
    case 'NetworkError':
      return new AuthFailure(
        'IDENTITY_UNREACHABLE',
        'The sign-in service cannot be reached right now. Check your connection and try again in a moment.',
      );
    case 'UserNotConfirmedException':
      return new AuthFailure('USER_NOT_CONFIRMED', 'Please confirm your email address before signing in');
    case 'NotAuthorizedException':
      if (/session is expired/i.test(message)) {
        return new AuthFailure('SESSION_EXPIRED', 'Your sign-in took too long. Please sign in again.');
      }
      if (/temporary password has expired/i.test(message)) {
        return new AuthFailure(
          'TEMPORARY_PASSWORD_EXPIRED',
          'Your temporary password has expired. Please use "Forgot Password" to reset it.',
        );
      }
      return new AuthFailure('INVALID_CREDENTIALS', 'Invalid email or password');
    case 'UserAlreadyAuthenticatedException':
      return new AuthFailure(
        'ALREADY_SIGNED_IN',
        'There is already a signed in user. Call signOut before calling signIn again.',
      );
    case 'EmptyConfirmResetPasswordConfirmationCode':
    case 'EmptyConfirmSignUpCode':
      return new AuthFailure('CODE_MISSING', 'Verification code is missing.');
    case 'AutoSignInException':
      return new AuthFailure('NOT_CONFIRMED_IN_TIME', 'The account was not confirmed on time.');
    case 'InvalidTokensException':
    case 'TokenRefreshException':
      return new AuthFailure('INVALID_TOKENS', 'Invalid tokens');
    case 'UsernameExistsException':
      return new AuthFailure('USERNAME_EXISTS', 'An account with this email already exists');
    case 'InvalidPasswordException': {
      // Spec §8: a failed forced change names the whole policy at once.
      if (context === 'newPassword') return new AuthFailure('NEW_PASSWORD_POLICY', NEW_PASSWORD_POLICY);
      const rule = PASSWORD_RULE_MESSAGES.find(([pattern]) => pattern.test(message));
      return rule
        ? new AuthFailure(rule[1], rule[2])
        : new AuthFailure('PASSWORD_POLICY', 'Password does not meet requirements');
    }
    case 'CodeMismatchException':
      return new AuthFailure('CODE_MISMATCH', 'Invalid verification code');
    case 'ExpiredCodeException':
      return new AuthFailure('CODE_EXPIRED', 'Verification code has expired.');
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return new AuthFailure('TOO_MANY_ATTEMPTS', 'Too many attempts. Please wait a moment and try again.');
    case 'InvalidParameterException':
      if (context === 'reset')
        return new AuthFailure('RESET_NOT_ALLOWED', 'User password cannot be reset in the current state');
      return new AuthFailure('INVALID_PARAMETER', message || 'Invalid input');
    case 'UserNotFoundException':
      return context === 'signIn'
        ? new AuthFailure('INVALID_CREDENTIALS', 'Invalid email or password')
        : new AuthFailure('USER_NOT_FOUND', 'No account was found for this email address');
    default:
      return new AuthFailure(
        context === 'signIn' ? 'SIGN_IN_FAILED' : 'AUTH_FAILED',
        context === 'signIn' ? 'Sign in failed' : 'An unexpected error occurred',
      );
  }
}
