import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';
import type { TestUser } from './support/tokens.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The user's revocation mark as stored, in whole seconds. */
async function markOf(api: TestApi, userId: string) {
  const row = await api.db
    .selectFrom('session_revocations')
    .select('revoked_before')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.revoked_before.getTime() / 1000;
}

describe.each(BACKENDS)('signing out everywhere on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  /** An id token of a session authenticated at `authTime`, issued at `iat` (a refresh issues later ones). */
  const session = (user: TestUser, authTime: number, iat = authTime) =>
    api.tokens.idToken(user, { auth_time: authTime, iat, exp: iat + 3600 });

  it('voids the sessions authenticated up to its second, and accepts those of the next second or later', async () => {
    const earlier = session(USERS.alice, nowSeconds() - 10);
    expect((await api.call('GET', '/wishlists', { token: earlier })).status).toBe(200);

    const revoked = await api.call('POST', '/sessions/revoke', { token: earlier });
    expect(revoked.status).toBe(204);
    const mark = await markOf(api, USERS.alice.sub);
    expect(Number.isInteger(mark)).toBe(true);
    expect(Math.abs(mark - nowSeconds())).toBeLessThanOrEqual(2);

    for (const path of ['/wishlists', '/profiles', '/feedback', '/health']) {
      const refused = await api.call('GET', path, { token: earlier });
      expect(refused.body, path).toEqual({
        status: 401,
        code: 'TOKEN_REVOKED',
        message: expect.any(String),
        details: null,
      });
    }
    expect((await api.call('GET', '/wishlists', { token: session(USERS.alice, mark - 1) })).body.code).toBe(
      'TOKEN_REVOKED',
    );
    // The call's own second is void too; a sign-in from the next second (the mark's) on is accepted.
    expect((await api.call('GET', '/wishlists', { token: session(USERS.alice, mark) })).status).toBe(200);
    expect((await api.call('GET', '/wishlists', { token: session(USERS.alice, mark + 1) })).status).toBe(200);
    // Nobody else is signed out.
    expect((await api.call('GET', '/wishlists', { token: api.token(USERS.bob) })).status).toBe(200);
  });

  it('still refuses an earlier session that refreshes after it: a refresh keeps auth_time', async () => {
    const user = { ...USERS.alice, sub: 'user-refresher' };
    const signedInAt = nowSeconds() - 600;
    const onOtherDevice = session(user, signedInAt, nowSeconds() - 30);
    expect((await api.call('POST', '/sessions/revoke', { token: session(user, nowSeconds() - 5) })).status).toBe(204);
    const mark = await markOf(api, user.sub);
    expect((await api.call('GET', '/wishlists', { token: onOtherDevice })).body.code).toBe('TOKEN_REVOKED');
    // The other device refreshes: a new token, issued after the mark, of the same sign-in.
    const refreshed = session(user, signedInAt, mark + 2);
    expect((await api.call('GET', '/wishlists', { token: refreshed })).body).toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
    // A token without auth_time is judged by its iat.
    const noAuthTime = (iat: number) => api.tokens.idToken(user, { auth_time: undefined, iat, exp: iat + 3600 });
    expect((await api.call('GET', '/wishlists', { token: noAuthTime(mark - 1) })).body.code).toBe('TOKEN_REVOKED');
    expect((await api.call('GET', '/wishlists', { token: noAuthTime(mark) })).status).toBe(200);
  });

  it("keeps the caller's own session with keep_current_session, and voids every one authenticated before it", async () => {
    const user = { ...USERS.alice, sub: 'user-resetter' };
    const older = session(user, nowSeconds() - 300, nowSeconds() - 60);
    // The password reset signed in a little while ago; its token was issued then.
    const resetAt = nowSeconds() - 20;
    const current = session(user, resetAt, resetAt);
    for (const token of [older, current]) expect((await api.call('GET', '/wishlists', { token })).status).toBe(200);

    const kept = await api.call('POST', '/sessions/revoke', { token: current, body: { keep_current_session: true } });
    expect(kept.status).toBe(204);
    expect(await markOf(api, user.sub)).toBe(resetAt);
    expect((await api.call('GET', '/wishlists', { token: current })).status).toBe(200);
    // The kept session refreshes and stays in; the older one, refreshed or not, is out.
    expect((await api.call('GET', '/wishlists', { token: session(user, resetAt, nowSeconds()) })).status).toBe(200);
    expect((await api.call('GET', '/wishlists', { token: older })).body.code).toBe('TOKEN_REVOKED');
    expect(
      (await api.call('GET', '/wishlists', { token: session(user, nowSeconds() - 300, nowSeconds()) })).body.code,
    ).toBe('TOKEN_REVOKED');

    // Without the option (an empty JSON body, or false), the caller's own session goes too.
    expect((await api.call('POST', '/sessions/revoke', { token: current, body: {} })).status).toBe(204);
    expect(await markOf(api, user.sub)).toBeGreaterThan(resetAt);
    expect((await api.call('GET', '/wishlists', { token: current })).body.code).toBe('TOKEN_REVOKED');
    // A session of the mark's second signs in again; a bad option is refused before anything changes.
    const again = session(user, await markOf(api, user.sub));
    expect(
      (await api.call('POST', '/sessions/revoke', { token: again, body: { keep_current_session: 'yes' } })).body,
    ).toMatchObject({ status: 400, details: { fields: { keep_current_session: expect.anything() } } });
    expect(
      (await api.call('POST', '/sessions/revoke', { token: again, body: { keep_current_session: false } })).status,
    ).toBe(204);
  });

  it('never moves a mark back, and needs a valid, unrevoked token', async () => {
    const bob = api.token(USERS.bob);
    expect((await api.call('POST', '/sessions/revoke', { token: bob })).status).toBe(204);
    const mark = await markOf(api, USERS.bob.sub);
    await api.db
      .insertInto('session_revocations')
      .values({ user_id: USERS.bob.sub, revoked_before: new Date((mark + 60) * 1000) })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ revoked_before: new Date((mark + 60) * 1000) }))
      .execute();
    // The mark is a minute ahead (another instance's clock, say): neither kind of call can pull it back.
    const later = session(USERS.bob, mark + 60);
    expect((await api.call('POST', '/sessions/revoke', { token: later })).status).toBe(204);
    expect(await markOf(api, USERS.bob.sub)).toBe(mark + 60);
    expect(
      (await api.call('POST', '/sessions/revoke', { token: later, body: { keep_current_session: true } })).status,
    ).toBe(204);
    expect(await markOf(api, USERS.bob.sub)).toBe(mark + 60);

    expect((await api.call('POST', '/sessions/revoke')).body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect((await api.call('POST', '/sessions/revoke', { token: bob })).body).toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
  });
});

describe.each(BACKENDS)('a shorter id-token lifetime on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { maxTokenAgeSeconds: 60 });
  });
  afterAll(() => api.close());

  it('refuses a token issued longer ago than configured, though its exp is hours away', async () => {
    const aged = (seconds: number) =>
      api.tokens.idToken(USERS.alice, { iat: nowSeconds() - seconds, exp: nowSeconds() + 3 * 3600 });
    expect((await api.call('GET', '/wishlists', { token: aged(30) })).status).toBe(200);
    expect((await api.call('GET', '/wishlists', { token: aged(120) })).body).toMatchObject({
      status: 401,
      code: 'INVALID_TOKEN',
      details: null,
    });
    // Without an iat there is nothing to count from: refused.
    expect(
      (await api.call('GET', '/wishlists', { token: api.tokens.idToken(USERS.alice, { iat: undefined }) })).status,
    ).toBe(401);
  });
});

describe('signing out everywhere across two API instances on one PostgreSQL database', () => {
  let a: TestApi, b: TestApi;
  beforeAll(async () => {
    a = await startTestApi('postgres');
    b = await startTestApi('postgres', { databaseUrl: a.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('holds on the other instance at once', async () => {
    const iat = nowSeconds() - 5;
    const token = a.tokens.idToken(USERS.alice, { iat, exp: iat + 3600 });
    // Both instances trust the same issuer's keys in production; here each test API has its own: B's token.
    const onB = b.tokens.idToken(USERS.alice, { iat, exp: iat + 3600 });
    expect((await b.call('GET', '/wishlists', { token: onB })).status).toBe(200);
    expect((await a.call('POST', '/sessions/revoke', { token })).status).toBe(204);
    expect((await b.call('GET', '/wishlists', { token: onB })).body).toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
  });
});
