import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';
import type { TestUser } from './support/tokens.ts';

const demo = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };

describe.each(BACKENDS)('renaming a profile, and its plan, on %s', (backend) => {
  let api: TestApi;
  const rename = (user: TestUser | null, body: unknown) =>
    api.call('PATCH', '/profiles', { token: user ? api.token(user) : undefined, body });
  const nameOf = async (user: TestUser) => (await api.call('GET', '/profiles', { token: api.token(user) })).body.name;
  const createProfile = (user: TestUser) =>
    api.call('POST', '/profiles', { token: api.token(user), body: { email: user.email, name: user.name } });

  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDemoData(api.db);
    await createProfile(USERS.alice);
    await createProfile(USERS.bob);
  });
  afterAll(() => api.close());

  it('renames the caller, storing the cleaned name, and leaves everyone else as they were', async () => {
    const renamed = await rename(USERS.alice, { name: '  Alice\u200B van Dijk \n' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      user_id: USERS.alice.sub,
      name: 'Alice van Dijk',
      email: USERS.alice.email,
      created_at: expect.any(String),
      plan: 'free',
    });
    expect(await nameOf(USERS.alice)).toBe('Alice van Dijk');
    expect(await nameOf(USERS.bob)).toBe('Bob');
    // A name is shown as text: stored as typed, angle brackets and all.
    expect((await rename(USERS.alice, { name: 'Alice <3' })).body.name).toBe('Alice <3');
    expect((await rename(USERS.alice, { name: 'x'.repeat(100) })).status).toBe(200);
  });

  it.each([
    ['an empty name', '', 'NAME_REQUIRED'],
    ['a name of only spaces', '    ', 'NAME_REQUIRED'],
    ['a name of only zero-width characters', '\u200B\u200C\u200D\uFEFF', 'NAME_REQUIRED'],
    ['a name of 101 characters', 'x'.repeat(101), 'NAME_TOO_LONG'],
    ['a huge name', 'x'.repeat(5000), 'NAME_TOO_LONG'],
    ['a script tag', 'Alice<script>', 'DANGEROUS_CONTENT'],
    ['javascript:', 'javascript:alert', 'DANGEROUS_CONTENT'],
    ['a tab inside', 'Alice\tB', 'INVALID_CHARACTER'],
    ['a line break inside', 'Alice\nB', 'INVALID_CHARACTER'],
    ['DEL', 'Alice\u007F', 'INVALID_CHARACTER'],
    ['NUL', 'Alice\u0000', 'INVALID_CHARACTER'],
  ])('refuses %s with 400 %s and changes nothing', async (_, name, code) => {
    const before = await nameOf(USERS.bob);
    const refused = await rename(USERS.bob, { name });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: expect.any(String),
      details: { fields: { name: { code, message: expect.any(String) } } },
    });
    expect(Object.keys(refused.body.details.fields)).toEqual(['name']);
    expect(await nameOf(USERS.bob)).toBe(before);
  });

  it.each([
    ['no name', {}, 'REQUIRED'],
    ['a null name', { name: null }, 'REQUIRED'],
    ['a number', { name: 42 }, 'WRONG_TYPE'],
    ['an array', { name: ['Bob'] }, 'WRONG_TYPE'],
  ])('refuses a body with %s as a field problem, never a 500', async (_, body, code) => {
    const refused = await rename(USERS.bob, body);
    expect(refused.status).toBe(400);
    expect(refused.body.details.fields.name.code).toBe(code);
  });

  it('refuses bodies that are not objects, and one over the body limit, without a 500', async () => {
    for (const body of [null, 'Bob', '[1]', '"Bob"', '{"name": ']) {
      const answer = await rename(USERS.bob, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, code: expect.any(String) });
    }
    const huge = await rename(USERS.bob, { name: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(await nameOf(USERS.bob)).toBe('Bob');
  });

  it('answers 401 signed out and 404 without a profile', async () => {
    expect((await rename(null, { name: 'Nobody' })).body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const stranger = { sub: 'user-without-profile', email: 'none@example.test', name: 'None' };
    expect((await rename(stranger, { name: 'Someone' })).body).toMatchObject({
      status: 404,
      code: 'PROFILE_NOT_FOUND',
    });
    expect((await api.call('GET', '/profiles', { token: api.token(stranger) })).status).toBe(404);
  });

  it("tells the plan of the caller's most recent paid checkout session, else free", async () => {
    const asDemo = api.token(demo);
    expect((await api.call('GET', '/profiles', { token: asDemo })).body).toMatchObject({ name: 'Demo', plan: 'pro' });
    expect((await rename(demo, { name: 'Demo Renamed' })).body).toMatchObject({ name: 'Demo Renamed', plan: 'pro' });
    expect((await api.call('POST', '/profiles', { token: asDemo, body: { email: demo.email } })).body.plan).toBe('pro');

    const newcomer = { sub: 'user-new', email: 'new@example.test', name: 'New' };
    const created = await createProfile(newcomer);
    expect(created.status).toBe(201);
    expect(created.body.plan).toBe('free');

    const session = (id: string, status: string, plan: string, at: string) =>
      sql`INSERT INTO checkout_sessions (id, user_id, status, plan, created_at)
          VALUES (${id}, ${newcomer.sub}, ${status}, ${plan}, ${at}::timestamptz)`.execute(api.db);
    const planNow = async () => (await api.call('GET', '/profiles', { token: api.token(newcomer) })).body.plan;
    await session('cs_open', 'open', 'premium', '2026-03-01T10:00:00Z');
    await session('cs_expired', 'expired', 'premium', '2026-03-01T11:00:00Z');
    expect(await planNow()).toBe('free');
    await session('cs_paid_pro', 'paid', 'pro', '2026-03-01T09:00:00Z');
    expect(await planNow()).toBe('pro');
    await session('cs_paid_premium', 'paid', 'premium', '2026-03-02T09:00:00Z');
    expect(await planNow()).toBe('premium');
    // Older sessions are not what the user bought last.
    await session('cs_paid_older', 'paid', 'pro', '2026-02-01T09:00:00Z');
    expect(await planNow()).toBe('premium');
    // The newest paid session names a plan the site does not sell: free, not an older session's plan.
    await session('cs_paid_unknown', 'paid', 'enterprise', '2026-03-03T09:00:00Z');
    expect(await planNow()).toBe('free');
    // Someone else's payments are not the caller's.
    expect((await api.call('GET', '/profiles', { token: api.token(USERS.bob) })).body.plan).toBe('free');
  });
});

describe.each(BACKENDS)('renaming counts as a write on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { writesPerMinute: 2 });
  });
  afterAll(() => api.close());

  it('for the write rate limit', async () => {
    const token = api.token(USERS.alice);
    await api.call('POST', '/profiles', { token, body: { email: USERS.alice.email } });
    expect((await api.call('PATCH', '/profiles', { token, body: { name: 'Alice' } })).status).toBe(200);
    const limited = await api.call('PATCH', '/profiles', { token, body: { name: 'Alice B.' } });
    expect(limited.body).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      details: { retryAfter: expect.any(Number) },
    });
    expect(limited.headers.get('retry-after')).toEqual(expect.any(String));
  });
});
