import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { IdentityDb, UserStatus } from './db.ts';
import { CognitoError, tooManyRequests } from './errors.ts';
import { createVerifier, poolNameOf } from './srp.ts';

const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * Tries one code allows, from all addresses together; then it is burned and only a new code works. This, not a lock
 * on the account, is what stops guessing from many addresses: no stranger can lock the owner out of a new code.
 */
const CODE_TRIES = 5;

const CODE_LIFETIME_MS = { signup: 24 * 3600_000, reset: 3600_000 } as const;

/**
 * Storage operations of the pool: users, sessions, challenges, codes, the mailbox and throttling. With `devMailbox`
 * (KOESTER_IDENTITY_DEV_MAILBOX=true) the messages are kept for the dev mailbox and their codes printed; otherwise
 * neither: a code or a temporary password in a log or a table is a way into the account.
 */
export function poolStore(db: IdentityDb, userPoolId: string, { devMailbox = false }: { devMailbox?: boolean } = {}) {
  const poolName = poolNameOf(userPoolId);

  return {
    findUser(username: string) {
      return db
        .selectFrom('identity.users')
        .selectAll()
        .where('username', '=', username.trim().toLowerCase())
        .executeTakeFirst();
    },

    findUserBySub(sub: string) {
      return db.selectFrom('identity.users').selectAll().where('sub', '=', sub).executeTakeFirst();
    },

    /** Creates a user; the password becomes an SRP salt and verifier keyed by the user's sub. */
    async createUser(values: {
      sub?: string;
      email: string;
      name: string | null;
      password: string;
      status: UserStatus;
      emailVerified: boolean;
      groups?: string[];
    }) {
      const sub = values.sub ?? randomUUID();
      const { salt, verifier } = createVerifier(poolName, sub, values.password);
      await db
        .insertInto('identity.users')
        .values({
          sub,
          username: values.email.trim().toLowerCase(),
          email: values.email.trim().toLowerCase(),
          name: values.name,
          email_verified: values.emailVerified,
          status: values.status,
          srp_salt: salt,
          srp_verifier: verifier,
          groups: values.groups ?? [],
        })
        .execute();
      return sub;
    },

    async setPassword(sub: string, password: string, status?: UserStatus) {
      const { salt, verifier } = createVerifier(poolName, sub, password);
      await db
        .updateTable('identity.users')
        .set({ srp_salt: salt, srp_verifier: verifier, updated_at: new Date(), ...(status ? { status } : {}) })
        .where('sub', '=', sub)
        .execute();
    },

    async setStatus(sub: string, status: UserStatus, emailVerified?: boolean) {
      await db
        .updateTable('identity.users')
        .set({
          status,
          updated_at: new Date(),
          ...(emailVerified !== undefined ? { email_verified: emailVerified } : {}),
        })
        .where('sub', '=', sub)
        .execute();
    },

    /** The user's display name (the `name` attribute); null removes it. */
    async setName(sub: string, name: string | null) {
      await db.updateTable('identity.users').set({ name, updated_at: new Date() }).where('sub', '=', sub).execute();
    },

    async addToGroup(sub: string, group: string) {
      await db
        .updateTable('identity.users')
        .set({ groups: sql<string[]>`array(select distinct unnest(groups || ARRAY[${group}]::text[]))` })
        .where('sub', '=', sub)
        .execute();
    },

    /** Starts a sign-in session: the refresh token is stored hashed, the origin_jti ties its tokens to it. */
    /** `createdAt` is when the user authenticated: the auth_time of every token of the session, refreshed or not. */
    async createSession(values: {
      originJti: string;
      sub: string;
      refreshTokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db
        .insertInto('identity.sessions')
        .values({
          origin_jti: values.originJti,
          created_at: values.createdAt,
          sub: values.sub,
          refresh_token_hash: values.refreshTokenHash,
          revoked_at: null,
          expires_at: values.expiresAt,
        })
        .execute();
    },

    findSessionByOriginJti(originJti: string) {
      return db.selectFrom('identity.sessions').selectAll().where('origin_jti', '=', originJti).executeTakeFirst();
    },

    findSessionByRefreshTokenHash(refreshTokenHash: string) {
      return db
        .selectFrom('identity.sessions')
        .selectAll()
        .where('refresh_token_hash', '=', refreshTokenHash)
        .executeTakeFirst();
    },

    async revokeSessionByRefreshTokenHash(refreshTokenHash: string) {
      await db
        .updateTable('identity.sessions')
        .set({ revoked_at: new Date() })
        .where('refresh_token_hash', '=', refreshTokenHash)
        .execute();
    },

    /** A pending challenge (PASSWORD_VERIFIER, NEW_PASSWORD_REQUIRED), keyed by its session string. */
    async openChallenge(values: { session: string; sub: string; name: string; data: unknown; expiresAt: Date }) {
      await db
        .insertInto('identity.challenges')
        .values({
          session: values.session,
          sub: values.sub,
          name: values.name,
          data: JSON.stringify(values.data),
          expires_at: values.expiresAt,
        })
        .execute();
    },

    /**
     * The unexpired challenges of the name the user has open from the IP (expired ones are dropped first): how many,
     * and when the first of them expires.
     */
    async openChallenges(sub: string, name: string, ip: string) {
      await db.deleteFrom('identity.challenges').where('expires_at', '<', new Date()).execute();
      const open = await db
        .selectFrom('identity.challenges')
        .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.min('expires_at').as('first_expiry')])
        .where('sub', '=', sub)
        .where('name', '=', name)
        .where(sql<boolean>`data->>'ip' = ${ip}`)
        .executeTakeFirstOrThrow();
      return { count: Number(open.count), firstExpiry: open.first_expiry ? new Date(open.first_expiry) : null };
    },

    /** Takes (reads and removes) an open challenge: null when there is none or it expired. */
    async takeChallenge(session: string, name: string) {
      const challenge = await db
        .selectFrom('identity.challenges')
        .selectAll()
        .where('session', '=', session)
        .where('name', '=', name)
        .executeTakeFirst();
      if (!challenge || challenge.expires_at.getTime() < Date.now()) return null;
      await db.deleteFrom('identity.challenges').where('session', '=', session).execute();
      const data = (typeof challenge.data === 'string' ? JSON.parse(challenge.data) : challenge.data) as Record<
        string,
        string
      >;
      return { sub: challenge.sub, data };
    },

    /** Revokes the user's sign-in sessions (their refresh and access tokens), all or all but one. */
    async revokeSessions(sub: string, exceptOriginJti?: string) {
      let update = db
        .updateTable('identity.sessions')
        .set({ revoked_at: new Date() })
        .where('sub', '=', sub)
        .where('revoked_at', 'is', null);
      if (exceptOriginJti) update = update.where('origin_jti', '!=', exceptOriginJti);
      await update.execute();
    },

    /** A new six-digit code for the purpose; an older unused one stops working. */
    async issueCode(sub: string, purpose: 'signup' | 'reset'): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + CODE_LIFETIME_MS[purpose]);
      await db
        .insertInto('identity.codes')
        .values({ sub, purpose, code, expires_at: expiresAt, used_at: null })
        .onConflict((oc) =>
          oc.columns(['sub', 'purpose']).doUpdateSet({ code, expires_at: expiresAt, used_at: null, tries: 0 }),
        )
        .execute();
      return code;
    },

    /**
     * Consumes a code: CodeMismatchException when wrong, used or burned (CODE_TRIES tries), ExpiredCodeException
     * when too old. One statement counts the try, compares the code and marks a right one used, so that parallel
     * guesses cannot get past the limit and parallel right answers cannot use the code twice: PostgreSQL makes a
     * second UPDATE of the row wait for the first and then read it anew (used by then), and PGlite runs one at a time.
     */
    async consumeCode(sub: string, purpose: 'signup' | 'reset', code: string) {
      const now = new Date();
      const row = await db
        .updateTable('identity.codes')
        .set({
          tries: sql`tries + 1`,
          used_at: sql<Date | null>`CASE WHEN code = ${code} AND expires_at >= ${now} THEN ${now}::timestamptz END`,
        })
        .where('sub', '=', sub)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('tries', '<', CODE_TRIES)
        .returning(['code', 'used_at'])
        .executeTakeFirst();
      if (!row || row.code !== code)
        throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      if (!row.used_at)
        throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    },

    /** "Sends" a message: it is logged, and only with the dev mailbox kept (with its code) for the mailbox. */
    async send(email: string, subject: string, body: string, code: string | null) {
      if (!devMailbox) {
        process.stdout.write(`[identity] mail to ${email}: ${subject}\n`);
        return;
      }
      await db.insertInto('identity.messages').values({ email: email.toLowerCase(), subject, body, code }).execute();
      process.stdout.write(`[identity] mail to ${email}: ${subject}${code ? ` (code ${code})` : ''}\n`);
    },

    mailbox(email: string) {
      return db
        .selectFrom('identity.messages')
        .select(['id', 'email', 'subject', 'body', 'code', 'created_at'])
        .where('email', '=', email.trim().toLowerCase())
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
    },

    /**
     * TooManyRequestsException, with the seconds until the window ends, once `max` failures (five unless told) are
     * counted under the key within the window. A key is always counted with the same window.
     */
    async throttle(key: string, max = MAX_FAILURES, windowMs = FAILURE_WINDOW_MS) {
      const row = await db.selectFrom('identity.failures').selectAll().where('key', '=', key).executeTakeFirst();
      const left = row ? row.window_start.getTime() + windowMs - Date.now() : 0;
      if (row && row.count >= max && left > 0) throw tooManyRequests(left / 1000);
    },

    /** The failures counted under the key within its current window (0 when there are none or the window ended). */
    async failures(key: string, windowMs = FAILURE_WINDOW_MS) {
      const row = await db.selectFrom('identity.failures').selectAll().where('key', '=', key).executeTakeFirst();
      return row && row.window_start.getTime() + windowMs > Date.now() ? row.count : 0;
    },

    async recordFailure(key: string, windowMs = FAILURE_WINDOW_MS) {
      const now = new Date();
      const windowStart = new Date(Date.now() - windowMs);
      await db
        .insertInto('identity.failures')
        .values({ key, count: 1, window_start: now })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`CASE WHEN identity.failures.window_start < ${windowStart} THEN 1 ELSE identity.failures.count + 1 END`,
            window_start: sql`CASE WHEN identity.failures.window_start < ${windowStart} THEN ${now} ELSE identity.failures.window_start END`,
          }),
        )
        .execute();
    },

    async clearFailures(key: string) {
      await db.deleteFrom('identity.failures').where('key', '=', key).execute();
    },

    /** Forgets every failure counted under keys that start with the prefix. */
    async clearFailuresStartingWith(prefix: string) {
      await db
        .deleteFrom('identity.failures')
        .where(sql<boolean>`starts_with(key, ${prefix})`)
        .execute();
    },
  };
}

export type PoolStore = ReturnType<typeof poolStore>;
