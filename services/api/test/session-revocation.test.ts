import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

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

  it('voids the id tokens issued before it, and accepts those issued in its second or later', async () => {
    const issuedAt = (iat: number) => api.tokens.idToken(USERS.alice, { iat, exp: iat + 3600 });
    const earlier = issuedAt(nowSeconds() - 10);
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
    expect((await api.call('GET', '/wishlists', { token: issuedAt(mark - 1) })).body.code).toBe('TOKEN_REVOKED');
    // Signing in again right away works: a token of the mark's own second counts.
    expect((await api.call('GET', '/wishlists', { token: issuedAt(mark) })).status).toBe(200);
    expect((await api.call('GET', '/wishlists', { token: issuedAt(mark + 1) })).status).toBe(200);
    // Nobody else is signed out.
    expect((await api.call('GET', '/wishlists', { token: api.token(USERS.bob) })).status).toBe(200);
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
    // The mark is a minute ahead (another instance's clock, say): this call cannot pull it back.
    const later = api.tokens.idToken(USERS.bob, { iat: mark + 60, exp: mark + 3600 });
    expect((await api.call('POST', '/sessions/revoke', { token: later })).status).toBe(204);
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
