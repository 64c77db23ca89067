import { describe, expect, it } from 'vitest';
import { toAuthFailure } from './auth-errors';

const failure = (name: string, message = '', context?: Parameters<typeof toAuthFailure>[1]) => {
  const { code, message: text } = toAuthFailure(Object.assign(new Error(message), { name }), context);
  return { code, message: text };
};

describe('toAuthFailure', () => {
  it("gives the spec's messages for the identity service's errors", () => {
    expect(
      failure('NotAuthorizedException', 'Temporary password has expired and must be reset by an administrator.'),
    ).toEqual({
      code: 'TEMPORARY_PASSWORD_EXPIRED',
      message: 'Your temporary password has expired. Please use "Forgot Password" to reset it.',
    });
    expect(failure('ExpiredCodeException')).toEqual({
      code: 'CODE_EXPIRED',
      message: 'Verification code has expired.',
    });
    expect(failure('InvalidParameterException', 'no verified email', 'reset')).toEqual({
      code: 'RESET_NOT_ALLOWED',
      message: 'User password cannot be reset in the current state',
    });
    expect(
      failure('InvalidPasswordException', 'Password did not conform with policy: Password must have symbol characters'),
    ).toEqual({
      code: 'PASSWORD_SPECIAL',
      message: 'Password must contain a special character',
    });
    expect(failure('InvalidPasswordException', 'something else').message).toBe('Password does not meet requirements');
    expect(failure('UserNotFoundException', '', 'signIn').message).toBe('Invalid email or password');
    expect(failure('LimitExceededException').code).toBe('TOO_MANY_ATTEMPTS');
    expect(failure('Weird', '', 'signIn')).toEqual({ code: 'SIGN_IN_FAILED', message: 'Sign in failed' });
  });

  it('covers the session and confirmation messages of spec §8', () => {
    expect(failure('UserAlreadyAuthenticatedException').message).toBe(
      'There is already a signed in user. Call signOut before calling signIn again.',
    );
    expect(failure('EmptyConfirmResetPasswordConfirmationCode', '', 'reset')).toEqual({
      code: 'CODE_MISSING',
      message: 'Verification code is missing.',
    });
    expect(failure('AutoSignInException').message).toBe('The account was not confirmed on time.');
    expect(failure('InvalidTokensException').message).toBe('Invalid tokens');
  });

  it('says the identity service cannot be reached when no answer came, in every context', () => {
    for (const context of ['signIn', 'signUp', 'confirm', 'reset', 'newPassword', 'other'] as const) {
      expect(failure('NetworkError', 'A network error has occurred.', context)).toEqual({
        code: 'IDENTITY_UNREACHABLE',
        message: 'The sign-in service cannot be reached right now. Check your connection and try again in a moment.',
      });
    }
  });

  it('names the whole password policy when a forced change fails', () => {
    expect(failure('InvalidPasswordException', 'Password must have symbol characters', 'newPassword')).toEqual({
      code: 'NEW_PASSWORD_POLICY',
      message:
        'Your new password must be at least 8 characters long and contain an uppercase letter, a lowercase letter, a number and a special character.',
    });
  });
});
