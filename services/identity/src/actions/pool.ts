import { randomBytes, randomUUID } from 'node:crypto';
import { unmetPasswordRules, type PasswordRuleId } from '@koester/shared/validation/password-rules';
import type { IdentityConfig } from '../config.ts';
import type { IdentityDb } from '../db.ts';
import { CognitoError, invalidParameter, notAuthorized } from '../errors.ts';
import { poolStore } from '../pool-store.ts';
import { poolNameOf } from '../srp.ts';
import { hashRefreshToken, newRefreshToken, signJwt, verifyJwt, type SigningKey } from '../tokens.ts';

/** What every action is built on: the rules several actions share, over the pool store. */

export type Body = Record<string, unknown>;
/** Who is calling: the client's address (the socket's; no proxy is trusted). */
export interface CallContext {
  ip: string;
}
export type User = NonNullable<Awaited<ReturnType<ReturnType<typeof poolStore>['findUser']>>>;
/** One Cognito action: the request body and caller in, the answer out (or a CognitoError thrown). */
export type Action = (pool: Pool, body: Body, context: CallContext) => Promise<unknown>;

/** Spec §4: a pending sign-in expires 3 minutes after it started. */
export const CHALLENGE_MS = 3 * 60_000;
const REFRESH_TOKEN_DAYS = 30;
/** Wrong passwords (either flow) allowed per user from one IP, per IP over all users, and per user overall. */
const PASSWORD_LIMITS = { userFromIp: 5, ip: 20, user: 50 } as const;
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

export function checkPasswordPolicy(password: unknown): string {
  if (typeof password !== 'string' || !password) throw invalidParameter('Missing required parameter PASSWORD');
  const unmet = unmetPasswordRules(password);
  if (unmet.length)
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${POLICY_MESSAGES[unmet[0]!]}`,
    );
  return password;
}

export const text = (body: Body, key: string) => {
  const value = body[key];
  if (typeof value !== 'string' || !value) throw invalidParameter(`Missing required parameter ${key}`);
  return value;
};

const maskEmail = (email: string) => email.replace(/^(.).*(@.).*(\..*)$/, '$1***$2***$3');

export const attributes = (list: unknown) =>
  Object.fromEntries(
    (Array.isArray(list) ? list : [])
      .filter((a) => a && typeof a.Name === 'string')
      .map((a) => [a.Name as string, String(a.Value ?? '')]),
  );

/** The shared rules of the actions, bound to one pool. */
export function createPool(db: IdentityDb, config: IdentityConfig, key: SigningKey) {
  const store = poolStore(db, config.userPoolId);
  const poolName = poolNameOf(config.userPoolId);

  const checkClient = (body: Body) => {
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
    await store.createSession({
      originJti,
      sub: user.sub,
      refreshTokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        ...tokensFor(user, originJti, Math.floor(Date.now() / 1000)),
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
   * The password throttle, shared by USER_PASSWORD_AUTH, USER_SRP_AUTH (both when it starts and when it is
   * answered) and ChangePassword. Counted per user from one IP, so that a stranger's wrong guesses do not lock the
   * user out elsewhere; per IP over all users; and per user overall, a ceiling for guesses from many addresses.
   */
  const passwordThrottle = (sub: string, ip: string) => {
    const keys: [string, number][] = [
      [`password:${sub}:ip:${ip}`, PASSWORD_LIMITS.userFromIp],
      [`password-ip:${ip}`, PASSWORD_LIMITS.ip],
      [`password:${sub}`, PASSWORD_LIMITS.user],
    ];
    return {
      async check() {
        for (const [key, max] of keys) await store.throttle(key, max);
      },
      async fail() {
        for (const [key] of keys) await store.recordFailure(key);
      },
      /** A right password from this IP: its count for the user starts again (the other counts run out). */
      async succeed() {
        await store.clearFailures(keys[0]![0]);
      },
    };
  };

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
    passwordThrottle,
  };
}

export type Pool = ReturnType<typeof createPool>;
