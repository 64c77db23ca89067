import { randomBytes, randomUUID } from 'node:crypto';
import { unmetPasswordRules, type PasswordRuleId } from '@koester/contract/validation/password-rules';
import { validateProfileName } from '@koester/contract/validation/profile-rules';
import { cleanText } from '@koester/contract/validation/text-rules';
import type { IdentityConfig } from '../config.ts';
import type { IdentityDb } from '../db.ts';
import { CognitoError, constraintViolation, invalidParameter, notAuthorized } from '../errors.ts';
import { poolStore } from '../pool-store.ts';
import { poolNameOf } from '../srp.ts';
import { codeThrottle, nameKey, passwordThrottle, signUpThrottle, takeCodeSending } from '../throttles.ts';
import { decoyAccount, wrongCode } from './decoy.ts';
import { hashRefreshToken, newRefreshToken, signJwt, verifyJwt, type SigningKey } from '../tokens.ts';

/** What every action is built on: the rules several actions share, over the pool store. */

export type Body = Record<string, unknown>;
/** Who is calling: the client's address (the socket's; no proxy is trusted). */
export interface CallContext {
  ip: string;
}
type User = NonNullable<Awaited<ReturnType<ReturnType<typeof poolStore>['findUser']>>>;
/** One Cognito action: the request body and caller in, the answer out (or a CognitoError thrown). */
export type Action = (pool: Pool, body: Body, context: CallContext) => Promise<unknown>;

/** Spec §4: a pending sign-in expires 3 minutes after it started. */
export const CHALLENGE_MS = 3 * 60_000;
const REFRESH_TOKEN_DAYS = 30;
/** Pending USER_SRP_AUTH sign-ins one IP may hold open for one user. */
export const MAX_OPEN_SRP_CHALLENGES = 5;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const POLICY_MESSAGES: Record<PasswordRuleId, string> = {
  length: 'Password not long enough',
  uppercase: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  number: 'Password must have numeric characters',
  special: 'Password must have symbol characters',
};

/**
 * Cognito's documented length limits of the string parameters the pool reads (API reference of each action; the
 * auth flows' USERNAME and PASSWORD as Username and Password). Checked before anything is looked up or hashed.
 */
const MAX_LENGTH: Record<string, number> = {
  Username: 128,
  USERNAME: 128,
  Password: 256,
  PASSWORD: 256,
  PreviousPassword: 256,
  ProposedPassword: 256,
  TemporaryPassword: 256,
  NEW_PASSWORD: 256,
  ConfirmationCode: 2048,
  ClientId: 128,
  Session: 2048,
  UserPoolId: 55,
  GroupName: 128,
};
/** A standard attribute's name and value (Cognito's AttributeType). */
const MAX_ATTRIBUTE = { name: 32, value: 2048 } as const;

/** The parameter as Cognito's validation messages name it: "Username" is 'username'. */
const cognitoName = (key: string) => (/^[A-Z][a-z]/.test(key) ? key[0]!.toLowerCase() + key.slice(1) : key);

function checkLength(key: string, value: string) {
  const max = MAX_LENGTH[key];
  if (max !== undefined && value.length > max)
    throw constraintViolation(cognitoName(key), `Member must have length less than or equal to ${max}`);
}

export function checkPasswordPolicy(password: unknown, key = 'Password'): string {
  if (typeof password !== 'string' || !password) throw invalidParameter('Missing required parameter PASSWORD');
  checkLength(key, password);
  const unmet = unmetPasswordRules(password);
  if (unmet.length)
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${POLICY_MESSAGES[unmet[0]!]}`,
    );
  return password;
}

/** A required string parameter, within Cognito's length limit for it. */
export const text = (body: Body, key: string) => {
  const value = body[key];
  if (typeof value !== 'string' || !value) throw invalidParameter(`Missing required parameter ${key}`);
  checkLength(key, value);
  return value;
};

const maskEmail = (email: string) => email.replace(/^(.).*(@.).*(\..*)$/, '$1***$2***$3');

/** The attributes of SignUp and AdminCreateUser, name → value, within Cognito's length limits. */
export function attributes(list: unknown): Record<string, string> {
  const entries: [string, string][] = [];
  (Array.isArray(list) ? list : []).forEach((entry: unknown, index) => {
    const { Name: name, Value: value } = (entry ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string') return;
    const at = `userAttributes.${index + 1}.member`;
    if (name.length > MAX_ATTRIBUTE.name)
      throw constraintViolation(`${at}.name`, `Member must have length less than or equal to ${MAX_ATTRIBUTE.name}`);
    const text = String(value ?? '');
    if (text.length > MAX_ATTRIBUTE.value)
      throw constraintViolation(`${at}.value`, `Member must have length less than or equal to ${MAX_ATTRIBUTE.value}`);
    entries.push([name, text]);
  });
  return Object.fromEntries(entries);
}

/**
 * The `name` attribute as stored: it is shown to other users (a reserver's name on a wishlist), so it follows the
 * profile name rule the site applies to every name (no script, no control characters, not posing as the Koester
 * team); blank is no name. Only the team itself, through the IAM-signed admin actions, may use the team's name.
 */
export function checkedName(raw: string | undefined, { teamMayUseTeamName = false } = {}): string | null {
  if (raw === undefined) return null;
  const rule = validateProfileName(raw);
  if (rule.ok) return rule.value;
  const failure = rule.errors.name!;
  if (failure.code === 'NAME_REQUIRED') return null;
  if (failure.code === 'NAME_RESERVED' && teamMayUseTeamName) return cleanText(raw);
  throw invalidParameter(`Invalid name: ${failure.message} (${failure.code}).`);
}

/** The shared rules of the actions, bound to one pool (its signing key and made-up accounts' secret loaded). */
export function createPool(db: IdentityDb, config: IdentityConfig, key: SigningKey, decoySecret: string) {
  const store = poolStore(db, config.userPoolId, { devMailbox: config.devMailbox });
  const poolName = poolNameOf(config.userPoolId);

  const checkClient = (body: Body) => {
    if (typeof body.ClientId === 'string') checkLength('ClientId', body.ClientId);
    if (body.ClientId !== config.clientId)
      throw new CognitoError('ResourceNotFoundException', `User pool client ${String(body.ClientId)} does not exist.`);
  };

  const codeDelivery = (email: string) => ({
    Destination: maskEmail(email),
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  });

  async function sendCode(user: User, purpose: 'signup' | 'reset') {
    const code = await store.issueCode(user.sub, purpose);
    const [subject, line] =
      purpose === 'signup'
        ? [
            'Je Koester-verificatiecode / Your Koester verification code',
            `Je verificatiecode is ${code}. / Your verification code is ${code}.`,
          ]
        : [
            'Je Koester-herstelcode / Your Koester password reset code',
            `Je herstelcode is ${code}. / Your password reset code is ${code}.\n` +
              `${config.siteUrl}/reset-password?code=${code}&email=${encodeURIComponent(user.email)}`,
          ];
    await store.send(user.email, subject, line, code);
  }

  /** New id and access tokens for a sign-in session (one hour), with origin_jti tying them to it. */
  function tokensFor(user: User, originJti: string, authTime: number) {
    const now = Math.floor(Date.now() / 1000);
    const common = {
      sub: user.sub,
      iss: config.issuer,
      auth_time: authTime,
      iat: now,
      exp: now + config.tokenSeconds,
      origin_jti: originJti,
    };
    const groups = user.groups.length ? { 'cognito:groups': user.groups } : {};
    return {
      IdToken: signJwt(key, {
        ...common,
        ...groups,
        aud: config.clientId,
        token_use: 'id',
        email: user.email,
        email_verified: user.email_verified,
        name: user.name ?? undefined,
        'cognito:username': user.sub,
        jti: randomUUID(),
      }),
      AccessToken: signJwt(key, {
        ...common,
        ...groups,
        client_id: config.clientId,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        username: user.sub,
        jti: randomUUID(),
      }),
      ExpiresIn: config.tokenSeconds,
      TokenType: 'Bearer',
    };
  }

  /** A completed sign-in: a new session with its refresh token. */
  async function signedIn(user: User) {
    const originJti = randomUUID();
    const refreshToken = newRefreshToken();
    // One clock for the session's start: its first tokens and every refreshed one carry the same auth_time, which the
    // API compares with a user's revocation mark.
    const authenticatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await store.createSession({
      originJti,
      sub: user.sub,
      refreshTokenHash: hashRefreshToken(refreshToken),
      createdAt: authenticatedAt,
      expiresAt: new Date(authenticatedAt.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        ...tokensFor(user, originJti, authenticatedAt.getTime() / 1000),
        RefreshToken: refreshToken,
      },
    };
  }

  /** After the password was proven: refuse unconfirmed users, ask for a new password when required. */
  async function afterPassword(user: User) {
    if (user.status === 'UNCONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
    if (user.status === 'FORCE_CHANGE_PASSWORD') {
      const session = randomBytes(48).toString('base64url');
      await store.openChallenge({
        session,
        sub: user.sub,
        name: 'NEW_PASSWORD_REQUIRED',
        data: {},
        expiresAt: new Date(Date.now() + CHALLENGE_MS),
      });
      return {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: session,
        ChallengeParameters: {
          USER_ID_FOR_SRP: user.sub,
          requiredAttributes: '[]',
          userAttributes: JSON.stringify({
            email: user.email,
            email_verified: String(user.email_verified),
            name: user.name ?? '',
          }),
        },
      };
    }
    return signedIn(user);
  }

  /** Takes an open challenge of the name, with its user; refused when there is none or it expired. */
  async function takeChallenge(session: string, name: string) {
    const challenge = await store.takeChallenge(session, name);
    if (!challenge) throw notAuthorized('Invalid session for the user, session is expired.');
    const user = (await store.findUserBySub(challenge.sub))!;
    return { user, data: challenge.data };
  }

  /** The live session and user behind an access token (refused after GlobalSignOut or RevokeToken). */
  async function fromAccessToken(body: Body) {
    const claims = verifyJwt(key, config, text(body, 'AccessToken'), 'access');
    const session = await store.findSessionByOriginJti(String(claims.origin_jti));
    if (!session || session.revoked_at) throw notAuthorized('Access Token has been revoked');
    const user = await store.findUserBySub(String(claims.sub));
    if (!user) throw notAuthorized('Access Token has been revoked');
    return { user, originJti: session.origin_jti };
  }

  async function refresh(refreshToken: string) {
    const session = await store.findSessionByRefreshTokenHash(hashRefreshToken(refreshToken));
    if (!session || session.revoked_at || session.expires_at.getTime() < Date.now())
      throw notAuthorized('Invalid Refresh Token');
    const user = (await store.findUserBySub(session.sub))!;
    return {
      ChallengeParameters: {},
      AuthenticationResult: tokensFor(user, session.origin_jti, Math.floor(session.created_at.getTime() / 1000)),
    };
  }

  /**
   * Checks a mailed code for a name, counting wrong ones (throttles.ts). An unknown name, or one with no such code
   * waiting, gets the same answer and the same count as a wrong code (decoy.ts). Returns the user the code was for.
   */
  async function checkCode(
    purpose: 'signup' | 'reset',
    name: string,
    user: User | undefined,
    code: string,
    ip: string,
  ): Promise<User> {
    const throttle = codeThrottle(store, purpose, name, ip);
    await throttle.check();
    try {
      if (!user) throw wrongCode();
      await store.consumeCode(user.sub, purpose, code);
    } catch (error) {
      return throttle.failed(error);
    }
    await throttle.succeed();
    return user;
  }

  return {
    store,
    config,
    poolName,
    checkClient,
    codeDelivery,
    sendCode,
    tokensFor,
    signedIn,
    afterPassword,
    takeChallenge,
    fromAccessToken,
    refresh,
    checkCode,
    passwordThrottle: (sub: string, ip: string) => passwordThrottle(store, sub, ip),
    /** SignUp's limits per IP (throttles.ts): attempts, and accounts created. */
    signUpThrottle: (ip: string) => signUpThrottle(store, ip, config.signUpsPerIp),
    /** Takes one code sending for the name (throttles.ts); counted alike whether or not the name has an account. */
    takeCodeSending: (purpose: 'signup' | 'reset', name: string, ip: string) =>
      takeCodeSending(store, purpose, name, ip),
    nameKey,
    /** The made-up account of a name without one (decoy.ts). */
    decoyAccount: (name: string) => decoyAccount(decoySecret, name),
  };
}

export type Pool = ReturnType<typeof createPool>;
