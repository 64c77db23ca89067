import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

/** A token as `token` but signed with a key the API has never seen (a key the pool rotated to, say). */
function signedWithUnknownKey(token: string): string {
  const [, payload] = token.split('.');
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'rotated-key-2', typ: 'JWT' })).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return `${header}.${payload}.${sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
}

describe.each(BACKENDS)('the identity service down, on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  it('keeps answering the signed-in calls of users signed in before, with the keys it fetched while it was up', async () => {
    // Tokens issued while the identity service was up: Alice's used at once, Bob's only once it is down.
    const alice = api.token(USERS.alice);
    const bob = api.token(USERS.bob);
    const created = await api.call('POST', '/profiles', {
      token: alice,
      body: { email: USERS.alice.email, name: USERS.alice.name },
    });
    expect(created.status).toBe(201);
    expect(api.tokens.jwksRequests).toBeGreaterThan(0);

    // The identity service goes down: its keys can no longer be fetched at all.
    await api.tokens.close();
    await expect(fetch(api.tokens.jwksUrl)).rejects.toThrow();

    // Reads and writes as Alice go on, checked against the keys the API keeps.
    const profile = await api.call('GET', '/profiles', { token: alice });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ user_id: USERS.alice.sub, name: 'Alice' });
    expect((await api.call('PATCH', '/profiles', { token: alice, body: { name: 'Alice B.' } })).body.name).toBe(
      'Alice B.',
    );
    const list = await api.call('POST', '/wishlists', { token: alice, body: { name: 'Kept while down' } });
    expect(list.status).toBe(201);
    const mine = await api.call('GET', '/wishlists', { token: alice });
    expect(mine.status).toBe(200);
    expect(mine.body.map((l: { name: string }) => l.name)).toContain('Kept while down');
    const feedback = await api.call('POST', '/feedback', {
      token: alice,
      body: { title: 'Works offline', description: 'Signed in before the outage.', type: 'feature' },
    });
    expect(feedback.status).toBe(201);

    // A token of the same key the API has not seen before is checked the same way: the key, not the user, is kept.
    const bobsProfile = await api.call('POST', '/profiles', {
      token: bob,
      body: { email: USERS.bob.email, name: USERS.bob.name },
    });
    expect(bobsProfile.status).toBe(201);
    expect((await api.call('GET', '/wishlists', { token: bob })).status).toBe(200);

    // Public calls never needed the identity service; the API stays ready for its load balancer.
    expect((await api.call('GET', '/feedback?limit=5')).status).toBe(200);
    expect((await api.call('GET', '/health/ready')).status).toBe(200);
  });

  it('refuses a token it cannot check (a key it does not hold) with 401, and goes on accepting the others', async () => {
    const alice = api.token(USERS.alice);
    expect((await api.call('GET', '/wishlists', { token: alice })).status).toBe(200);
    await api.tokens.close().catch(() => undefined);

    const unknownKey = await api.call('GET', '/wishlists', { token: signedWithUnknownKey(alice) });
    expect(unknownKey.status).toBe(401);
    expect(unknownKey.body).toMatchObject({ status: 401, code: 'INVALID_TOKEN' });
    // A forged token is refused as ever, without the identity service.
    expect((await api.call('GET', '/wishlists', { token: api.tokens.tamperedToken(USERS.alice) })).status).toBe(401);
    // The failed key lookup does not hold up the tokens whose key is known.
    expect((await api.call('GET', '/wishlists', { token: alice })).status).toBe(200);
  });
});
