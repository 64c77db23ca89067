import { CognitoError } from './errors.ts';
import type { CodePurpose } from './stores/codes.ts';
import type { FailureStore } from './stores/failures.ts';

/**
 * The pool's limits on guessing and on sending. Each is counted per name or user *from one IP* and per IP over all
 * names, so that a stranger's tries never lock the owner out from elsewhere (as Cognito's adaptive lockout behaves):
 * the owner's right answer from another address still works. What stops guessing from many addresses is, for
 * codes, that a code is burned after CODE_TRIES tries from anywhere (stores/codes.ts) and that a name gets at most ten
 * codes an hour, and for passwords the ceiling per user below. Every name is counted alike, whether or not it has an
 * account (decoy.ts). Over a limit: TooManyRequestsException with a Retry-After header.
 */

/** Wrong passwords (either flow) per user from one IP, per IP over all users, and per user overall; 15 minutes. */
const PASSWORD_LIMITS = { userFromIp: 5, ip: 20, user: 50 } as const;
/** Wrong codes per name from one IP, and per IP over all names; 15 minutes. */
const CODE_LIMITS = { nameFromIp: 5, ip: 20 } as const;
/**
 * Codes asked for (ForgotPassword, ResendConfirmationCode) in an hour: per name from one IP, per name from all
 * addresses together, and per IP over all names. One address cannot use up a name's codes (it gets three of ten);
 * the ceiling bounds the guesses on one account: 10 codes × 5 tries (CODE_TRIES) an hour.
 */
const SEND_LIMITS = { nameFromIp: 3, name: 10, ip: 30, windowMs: 3600_000 } as const;
/**
 * SignUp attempts per IP that get as far as asking whether the name is taken, created or not: the answer
 * (UsernameExistsException, as Cognito gives it) tells whether an account exists; 15 minutes.
 */
const SIGN_UP_ATTEMPTS_PER_IP = 30;

/** A user name as the pool stores it, for the keys of names that may have no account. */
export const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * The password throttle, shared by USER_PASSWORD_AUTH, USER_SRP_AUTH (both when it starts and when it is answered)
 * and ChangePassword: per user from one IP, per IP over all users, and per user overall. The overall ceiling is the
 * one count others can fill, so it holds only the addresses that have themselves failed for the user in the window:
 * the owner's right password from an address without failures still works, however many addresses guess. Guessing
 * from many addresses stays bounded: past the ceiling each address gets one wrong password per window, not five.
 */
export function passwordThrottle(failures: FailureStore, sub: string, ip: string) {
  const fromIp = `password:${sub}:ip:${ip}`;
  const perIp = `password-ip:${ip}`;
  const overall = `password:${sub}`;
  return {
    async check() {
      await failures.throttle(fromIp, PASSWORD_LIMITS.userFromIp);
      await failures.throttle(perIp, PASSWORD_LIMITS.ip);
      if ((await failures.count(fromIp)) > 0) await failures.throttle(overall, PASSWORD_LIMITS.user);
    },
    async fail() {
      for (const key of [fromIp, perIp, overall]) await failures.record(key);
    },
    /** A right password from this IP: its count for the user starts again (the other counts run out). */
    async succeed() {
      await failures.clear(fromIp);
    },
  };
}

/** Forgets the password failures counted for a user (a deleted account's): per IP and overall. */
export async function forgetPasswordFailures(failures: FailureStore, sub: string) {
  await failures.clearStartingWith(`password:${sub}`);
}

/** The wrong-code throttle of ConfirmSignUp and ConfirmForgotPassword: per name from one IP, and per IP. */
export function codeThrottle(failures: FailureStore, purpose: CodePurpose, name: string, ip: string) {
  const keys: [string, number][] = [
    [`code:${purpose}:${nameKey(name)}:ip:${ip}`, CODE_LIMITS.nameFromIp],
    [`code-ip:${ip}`, CODE_LIMITS.ip],
  ];
  return {
    async check() {
      for (const [key, max] of keys) await failures.throttle(key, max);
    },
    /** Counts a wrong code when the error is one; the error is thrown on either way. */
    async failed(error: unknown): Promise<never> {
      if (error instanceof CognitoError && error.type === 'CodeMismatchException')
        for (const [key] of keys) await failures.record(key);
      throw error;
    },
    async succeed() {
      await failures.clear(keys[0]![0]);
    },
  };
}

/** Takes one code sending for the name from the IP: refused over the limits, counted otherwise. */
export async function takeCodeSending(failures: FailureStore, purpose: CodePurpose, name: string, ip: string) {
  const keys: [string, number][] = [
    [`send:${purpose}:${nameKey(name)}:ip:${ip}`, SEND_LIMITS.nameFromIp],
    [`send:${purpose}:${nameKey(name)}`, SEND_LIMITS.name],
    [`send-ip:${ip}`, SEND_LIMITS.ip],
  ];
  for (const [key, max] of keys) await failures.throttle(key, max, SEND_LIMITS.windowMs);
  for (const [key] of keys) await failures.record(key, SEND_LIMITS.windowMs);
}

/**
 * The limits of SignUp from one IP: attempts that reach the question whether the name is taken, and accounts created
 * (`createdMax`, KOESTER_IDENTITY_SIGNUPS_PER_IP); 15 minutes each. AdminCreateUser is not counted.
 */
export function signUpThrottle(failures: FailureStore, ip: string, createdMax: number) {
  const attempts = `signup-attempt:${ip}`;
  const created = `signup:${ip}`;
  return {
    async check() {
      await failures.throttle(attempts, SIGN_UP_ATTEMPTS_PER_IP);
      await failures.throttle(created, createdMax);
    },
    /** Counts an attempt, before the name is looked up. */
    async attempt() {
      await failures.record(attempts);
    },
    async created() {
      await failures.record(created);
    },
  };
}
