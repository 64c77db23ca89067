import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { unmetPasswordRules, type PasswordRuleId } from '@koester/shared/validation/password-rules';
import type { IdentityConfig } from './config.ts';
import type { IdentityDb } from './db.ts';
import { CognitoError, invalidParameter, notAuthorized } from './errors.ts';
import { poolStore } from './pool-store.ts';
import { passwordMatches, poolNameOf, srpTimestampFresh, startSrp, verifyPasswordClaim } from './srp.ts';
import { hashRefreshToken, newRefreshToken, signJwt, verifyJwt, type SigningKey } from './tokens.ts';

type Body = Record<string, unknown>;
/** Who is calling: the client's address (the socket's; no proxy is trusted). */
export interface CallContext {
  ip: string;
}
type User = NonNullable<Awaited<ReturnType<ReturnType<typeof poolStore>['findUser']>>>;

/** Spec §4: a pending sign-in expires 3 minutes after it started. */
const CHALLENGE_MS = 3 * 60_000;
const REFRESH_TOKEN_DAYS = 30;
/** Wrong passwords (either flow) allowed per user from one IP, per IP over all users, and per user overall. */
const PASSWORD_LIMITS = { userFromIp: 5, ip: 20, user: 50 } as const;
/** Pending USER_SRP_AUTH sign-ins one IP may hold open for one user. */
const MAX_OPEN_SRP_CHALLENGES = 5;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const POLICY_MESSAGES: Record<PasswordRuleId, string> = {
  length: 'Password not long enough',
  uppercase: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  number: 'Password must have numeric characters',
  special: 'Password must have symbol characters',
};

function checkPasswordPolicy(password: unknown): string {
  if (typeof password !== 'string' || !password) throw invalidParameter('Missing required parameter PASSWORD');
  const unmet = unmetPasswordRules(password);
  if (unmet.length)
    throw new CognitoError(
      'InvalidPasswordException',
      `Password did not conform with policy: ${POLICY_MESSAGES[unmet[0]!]}`,
    );
  return password;
}

const text = (body: Body, key: string) => {
  const value = body[key];
  if (typeof value !== 'string' || !value) throw invalidParameter(`Missing required parameter ${key}`);
  return value;
};

const maskEmail = (email: string) => email.replace(/^(.).*(@.).*(\..*)$/, '$1***$2***$3');

const attributes = (list: unknown) =>
  Object.fromEntries(
    (Array.isArray(list) ? list : [])
      .filter((a) => a && typeof a.Name === 'string')
      .map((a) => [a.Name as string, String(a.Value ?? '')]),
  );

/** The Cognito actions the site's aws-amplify calls, plus the admin actions used for seeding and tests. */
export function createActions(db: IdentityDb, config: IdentityConfig, key: SigningKey) {
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
    await db
      .insertInto('identity.sessions')
      .values({
        origin_jti: originJti,
        sub: user.sub,
        refresh_token_hash: hashRefreshToken(refreshToken),
        revoked_at: null,
        expires_at: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
      })
      .execute();
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
      await db
        .insertInto('identity.challenges')
        .values({
          session,
          sub: user.sub,
          name: 'NEW_PASSWORD_REQUIRED',
          data: JSON.stringify({}),
          expires_at: new Date(Date.now() + CHALLENGE_MS),
        })
        .execute();
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

  async function takeChallenge(session: string, name: string) {
    const challenge = await db
      .selectFrom('identity.challenges')
      .selectAll()
      .where('session', '=', session)
      .where('name', '=', name)
      .executeTakeFirst();
    if (!challenge || challenge.expires_at.getTime() < Date.now())
      throw notAuthorized('Invalid session for the user, session is expired.');
    await db.deleteFrom('identity.challenges').where('session', '=', session).execute();
    const user = (await store.findUserBySub(challenge.sub))!;
    return {
      user,
      data: (typeof challenge.data === 'string' ? JSON.parse(challenge.data) : challenge.data) as Record<
        string,
        string
      >,
    };
  }

  /** The live session and user behind an access token (refused after GlobalSignOut or RevokeToken). */
  async function fromAccessToken(body: Body) {
    const claims = verifyJwt(key, config, text(body, 'AccessToken'), 'access');
    const session = await db
      .selectFrom('identity.sessions')
      .selectAll()
      .where('origin_jti', '=', String(claims.origin_jti))
      .executeTakeFirst();
    if (!session || session.revoked_at) throw notAuthorized('Access Token has been revoked');
    const user = await store.findUserBySub(String(claims.sub));
    if (!user) throw notAuthorized('Access Token has been revoked');
    return { user, originJti: session.origin_jti };
  }

  async function refresh(refreshToken: string) {
    const session = await db
      .selectFrom('identity.sessions')
      .selectAll()
      .where('refresh_token_hash', '=', hashRefreshToken(refreshToken))
      .executeTakeFirst();
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

  const userNotFound = () => new CognitoError('UserNotFoundException', 'Username/client id combination not found.');

  const actions: Record<string, (body: Body, context: CallContext) => Promise<unknown>> = {
    async SignUp(body) {
      checkClient(body);
      const email = text(body, 'Username').trim().toLowerCase();
      if (!EMAIL.test(email)) throw invalidParameter('Invalid email address format.');
      const password = checkPasswordPolicy(body.Password);
      if (await store.findUser(email))
        throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
      const attrs = attributes(body.UserAttributes);
      const sub = await store.createUser({
        email,
        name: attrs.name?.trim() || null,
        password,
        status: 'UNCONFIRMED',
        emailVerified: false,
      });
      await sendCode((await store.findUserBySub(sub))!, 'signup');
      return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: codeDelivery(email) };
    },

    async ConfirmSignUp(body) {
      checkClient(body);
      const user = await store.findUser(text(body, 'Username'));
      if (!user) throw userNotFound();
      if (user.status !== 'UNCONFIRMED')
        throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
      await store.consumeCode(user.sub, 'signup', text(body, 'ConfirmationCode'));
      await store.setStatus(user.sub, 'CONFIRMED', true);
      return {};
    },

    async ResendConfirmationCode(body) {
      checkClient(body);
      const user = await store.findUser(text(body, 'Username'));
      if (!user) throw userNotFound();
      if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
      await store.throttle(`resend:${user.sub}`);
      await store.recordFailure(`resend:${user.sub}`);
      await sendCode(user, 'signup');
      return { CodeDeliveryDetails: codeDelivery(user.email) };
    },

    async InitiateAuth(body, context) {
      checkClient(body);
      const params = (body.AuthParameters ?? {}) as Body;
      switch (body.AuthFlow) {
        case 'USER_SRP_AUTH': {
          const user = await store.findUser(text(params, 'USERNAME'));
          if (!user) throw notAuthorized();
          await passwordThrottle(user.sub, context.ip).check();
          const A = text(params, 'SRP_A');
          await db.deleteFrom('identity.challenges').where('expires_at', '<', new Date()).execute();
          const open = await db
            .selectFrom('identity.challenges')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('sub', '=', user.sub)
            .where('name', '=', 'PASSWORD_VERIFIER')
            .where(sql<boolean>`data->>'ip' = ${context.ip}`)
            .executeTakeFirstOrThrow();
          if (Number(open.count) >= MAX_OPEN_SRP_CHALLENGES)
            throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
          const { b, B } = startSrp(user.srp_verifier);
          // Amplify answers with the SECRET_BLOCK and no Session, so the secret block keys the challenge.
          const secretBlock = randomBytes(64).toString('base64');
          await db
            .insertInto('identity.challenges')
            .values({
              session: secretBlock,
              sub: user.sub,
              name: 'PASSWORD_VERIFIER',
              data: JSON.stringify({ A, b, B, ip: context.ip }),
              expires_at: new Date(Date.now() + CHALLENGE_MS),
            })
            .execute();
          return {
            ChallengeName: 'PASSWORD_VERIFIER',
            ChallengeParameters: {
              SALT: user.srp_salt,
              SRP_B: B,
              SECRET_BLOCK: secretBlock,
              USER_ID_FOR_SRP: user.sub,
              USERNAME: user.sub,
            },
          };
        }
        case 'USER_PASSWORD_AUTH': {
          const user = await store.findUser(text(params, 'USERNAME'));
          if (!user) throw notAuthorized();
          const throttle = passwordThrottle(user.sub, context.ip);
          await throttle.check();
          if (!passwordMatches(poolName, user.sub, text(params, 'PASSWORD'), user.srp_salt, user.srp_verifier)) {
            await throttle.fail();
            throw notAuthorized();
          }
          await throttle.succeed();
          return afterPassword(user);
        }
        case 'REFRESH_TOKEN_AUTH':
        case 'REFRESH_TOKEN':
          return refresh(text(params, 'REFRESH_TOKEN'));
        default:
          throw invalidParameter(`Unsupported AuthFlow ${String(body.AuthFlow)}`);
      }
    },

    async RespondToAuthChallenge(body, context) {
      checkClient(body);
      const responses = (body.ChallengeResponses ?? {}) as Body;
      if (body.ChallengeName === 'PASSWORD_VERIFIER') {
        const { user, data } = await takeChallenge(text(responses, 'PASSWORD_CLAIM_SECRET_BLOCK'), 'PASSWORD_VERIFIER');
        // Checked again here: challenges opened before the limit was reached must not become extra guesses.
        const throttle = passwordThrottle(user.sub, context.ip);
        await throttle.check();
        const ok =
          srpTimestampFresh(text(responses, 'TIMESTAMP')) &&
          verifyPasswordClaim({
            poolName,
            userIdForSrp: user.sub,
            A: data.A!,
            b: data.b!,
            B: data.B!,
            verifier: user.srp_verifier,
            secretBlock: text(responses, 'PASSWORD_CLAIM_SECRET_BLOCK'),
            timestamp: text(responses, 'TIMESTAMP'),
            signature: text(responses, 'PASSWORD_CLAIM_SIGNATURE'),
          });
        if (!ok) {
          await throttle.fail();
          throw notAuthorized();
        }
        await throttle.succeed();
        return afterPassword(user);
      }
      if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
        // A password the policy refuses leaves the challenge open for another try.
        const password = checkPasswordPolicy(responses.NEW_PASSWORD);
        const { user } = await takeChallenge(text(body, 'Session'), 'NEW_PASSWORD_REQUIRED');
        await store.setPassword(user.sub, password, 'CONFIRMED');
        return signedIn((await store.findUserBySub(user.sub))!);
      }
      throw invalidParameter(`Unsupported ChallengeName ${String(body.ChallengeName)}`);
    },

    async GetTokensFromRefreshToken(body) {
      checkClient(body);
      const { AuthenticationResult } = await refresh(text(body, 'RefreshToken'));
      return { AuthenticationResult };
    },

    async GetUser(body) {
      const { user } = await fromAccessToken(body);
      return {
        Username: user.sub,
        UserAttributes: [
          { Name: 'sub', Value: user.sub },
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: String(user.email_verified) },
          ...(user.name ? [{ Name: 'name', Value: user.name }] : []),
        ],
      };
    },

    async GlobalSignOut(body) {
      const { user } = await fromAccessToken(body);
      await store.revokeSessions(user.sub);
      return {};
    },

    async RevokeToken(body) {
      checkClient(body);
      await db
        .updateTable('identity.sessions')
        .set({ revoked_at: new Date() })
        .where('refresh_token_hash', '=', hashRefreshToken(text(body, 'Token')))
        .execute();
      return {};
    },

    async ChangePassword(body, context) {
      const { user, originJti } = await fromAccessToken(body);
      const throttle = passwordThrottle(user.sub, context.ip);
      await throttle.check();
      if (!passwordMatches(poolName, user.sub, text(body, 'PreviousPassword'), user.srp_salt, user.srp_verifier)) {
        await throttle.fail();
        throw notAuthorized();
      }
      await store.setPassword(user.sub, checkPasswordPolicy(body.ProposedPassword));
      // Whoever else was signed in with the old password is signed out; this session stays.
      await store.revokeSessions(user.sub, originJti);
      return {};
    },

    async ForgotPassword(body) {
      checkClient(body);
      const user = await store.findUser(text(body, 'Username'));
      if (!user) throw userNotFound();
      if (!user.email_verified) {
        throw new CognitoError(
          'InvalidParameterException',
          'Cannot reset password for the user as there is no registered/verified email or phone_number',
        );
      }
      await store.throttle(`reset:${user.sub}`);
      await store.recordFailure(`reset:${user.sub}`);
      await sendCode(user, 'reset');
      return { CodeDeliveryDetails: codeDelivery(user.email) };
    },

    async ConfirmForgotPassword(body) {
      checkClient(body);
      const user = await store.findUser(text(body, 'Username'));
      if (!user) throw userNotFound();
      const password = checkPasswordPolicy(body.Password);
      await store.consumeCode(user.sub, 'reset', text(body, 'ConfirmationCode'));
      await store.setPassword(user.sub, password, 'CONFIRMED');
      // The mailed code proves the account is theirs: the user's password counts start again.
      await store.clearFailuresStartingWith(`password:${user.sub}`);
      // A reset is for a lost or leaked password: every session signed in with the old one ends.
      await store.revokeSessions(user.sub);
      return {};
    },

    // Admin actions: only with a SigV4 signature by the configured admin key (checked in app.ts), as in Cognito.
    async AdminCreateUser(body) {
      if (body.UserPoolId !== config.userPoolId)
        throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.');
      const email = text(body, 'Username').trim().toLowerCase();
      if (!EMAIL.test(email)) throw invalidParameter('Invalid email address format.');
      if (await store.findUser(email))
        throw new CognitoError('UsernameExistsException', 'User account already exists.');
      const attrs = attributes(body.UserAttributes);
      const temporary =
        typeof body.TemporaryPassword === 'string'
          ? checkPasswordPolicy(body.TemporaryPassword)
          : `Tmp!${randomBytes(6).toString('hex')}A1`;
      const sub = await store.createUser({
        email,
        name: attrs.name?.trim() || null,
        password: temporary,
        status: 'FORCE_CHANGE_PASSWORD',
        emailVerified: attrs.email_verified === 'true',
      });
      if (body.MessageAction !== 'SUPPRESS') {
        await store.send(
          email,
          'Je Koester-account / Your Koester account',
          `Je tijdelijke wachtwoord is ${temporary}. / Your temporary password is ${temporary}.`,
          null,
        );
      }
      const user = (await store.findUserBySub(sub))!;
      return {
        User: {
          Username: sub,
          UserStatus: user.status,
          Enabled: true,
          Attributes: [
            { Name: 'email', Value: email },
            { Name: 'sub', Value: sub },
          ],
        },
      };
    },

    async AdminAddUserToGroup(body) {
      if (body.UserPoolId !== config.userPoolId)
        throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.');
      const user = await store.findUser(text(body, 'Username'));
      if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
      await store.addToGroup(user.sub, text(body, 'GroupName'));
      return {};
    },
  };

  return { actions, store };
}
