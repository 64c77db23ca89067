import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

describe.each(BACKENDS)('hardening on %s', (backend) => {
  let api: TestApi;
  const logs: string[] = [];

  beforeAll(async () => {
    // The tests stand in for the load balancer, so their X-Forwarded-For is believed here.
    api = await startTestApi(
      backend,
      { writesPerMinute: 5, corsOrigins: ['http://localhost:3000'], trustedProxies: ['127.0.0.1'] },
      { write: (line) => void logs.push(line) },
    );
    await seedDemoData(api.db);
  });
  afterAll(() => api.close());

  it('refuses bodies over the limit and malformed JSON in the error shape', async () => {
    const big = await api.call('POST', '/feedback', {
      token: api.token(USERS.alice),
      body: { title: 'x', description: 'y'.repeat(80_000), type: 'bug' },
    });
    expect(big.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const broken = await api.call('POST', '/feedback', { token: api.token(USERS.alice), body: '{"title": ' });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ status: 400, code: expect.any(String), message: expect.any(String) });
  });

  it('limits writes per IP and per user with 429 and Retry-After', async () => {
    // Five writes from one IP pass (the two above count too), then the IP is limited.
    const from = (ip: string, token?: string) =>
      api.call('POST', '/feedback/5eed0000-0000-4000-8000-000000000206/vote', {
        token,
        body: { upvote: true },
        headers: { 'X-Forwarded-For': ip },
      });
    const ipAnswers = [];
    for (let i = 0; i < 6; i++) ipAnswers.push(await from('203.0.113.7'));
    expect(ipAnswers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = ipAnswers.at(-1)!;
    expect(limited.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // One user spreading writes over many IPs is limited as a user.
    const bob = api.token(USERS.bob);
    const userAnswers = [];
    for (let i = 0; i < 6; i++) userAnswers.push((await from(`198.51.100.${i}`, bob)).status);
    expect(userAnswers).toEqual([200, 200, 200, 200, 200, 429]);
    // Reads are not limited.
    expect((await api.call('GET', '/feedback', { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(200);
  });

  it('answers CORS only for the configured origins, and sends security headers', async () => {
    const allowed = await fetch(`${api.base}/feedback`, { headers: { Origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await fetch(`${api.base}/feedback`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${api.base}/feedback`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(allowed.headers.get('strict-transport-security')).toContain('max-age');
    expect(allowed.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('never writes tokens or passwords to the log', async () => {
    const token = api.token(USERS.alice);
    await api.call('POST', '/profiles', {
      token,
      body: { email: USERS.alice.email, name: 'Alice', password: 'Secret!Pass1' },
      headers: { 'X-Forwarded-For': '192.0.2.50' },
    });
    await api.call('GET', '/feedback', { token: `${token}x` });
    const text = logs.join('');
    expect(logs.length).toBeGreaterThan(0);
    expect(text).not.toContain(token.split('.')[2]);
    expect(text).not.toContain('Secret!Pass1');
  });

  it('answers no input with a 500', async () => {
    const admin = api.token({
      sub: DEMO_ACCOUNTS.admin.sub,
      email: DEMO_ACCOUNTS.admin.email,
      name: 'Team',
      groups: ['admin'],
    });
    const routes: [string, (id: string) => string][] = [
      ['POST', () => '/feedback'],
      ['POST', (id) => `/feedback/${id}/vote`],
      ['PUT', (id) => `/feedback/${id}/status`],
      ['DELETE', (id) => `/feedback/${id}`],
      ['GET', (id) => `/feedback/${id}/comments`],
      ['POST', (id) => `/feedback/${id}/comments`],
      ['DELETE', (id) => `/feedback/5eed0000-0000-4000-8000-000000000206/comments/${id}`],
      ['POST', () => '/profiles'],
      ['PATCH', () => '/profiles'],
      ['GET', (id) => `/public/wishlists/${id}`],
      ['POST', (id) => `/public/wishlists/demo/items/${id}/claim`],
      ['POST', (id) => `/wishlists/${id}/items`],
      ['PATCH', (id) => `/wishlists/5eed0000-0000-4000-8000-000000000001/items/${id}`],
      ['POST', (id) => `/wishlists/${id}/share-links`],
      ['POST', () => '/api/verify-payment'],
      ['GET', (id) => `/feedback?limit=${id}&status=${id}`],
      ['GET', (id) => `/feedback?q=${id}&sort=top`],
      ['GET', (id) => `/feedback/${id}`],
      ['GET', (id) => `/feedback/similar?text=${id}&limit=5`],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.string(),
          fc.uuid(),
          fc.constantFrom('demo', "' OR 1=1 --", '%00', '..%2F..', 'ä€😀', "ab:* | (cd & !'"),
        ),
        fc.anything({ maxDepth: 3 }),
        async ([method, path], id, body) => {
          const answer = await api.call(method, path(encodeURIComponent(id)), {
            token: admin,
            body: method === 'GET' || method === 'DELETE' ? undefined : body === undefined ? null : body,
            headers: {
              'X-Forwarded-For': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
            },
          });
          expect(answer.status, `${method} ${path(id)} ${JSON.stringify(body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('serves an OpenAPI document of every route', async () => {
    const { body } = await api.call('GET', '/openapi.json');
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        '/api/verify-payment',
        '/feedback',
        '/feedback/{id}',
        '/feedback/{id}/comments',
        '/feedback/{id}/comments/{commentId}',
        '/feedback/{id}/status',
        '/feedback/{id}/vote',
        '/feedback/{id}/follow',
        '/feedback/{id}/merge',
        '/feedback/roadmap',
        '/feedback/changes.atom',
        '/feedback/similar',
        '/profiles',
        '/public/wishlists/{shareToken}',
        '/public/wishlists/{shareToken}/events',
        '/public/wishlists/{shareToken}/items/{itemId}/claim',
        '/public/wishlists/{shareToken}/items/{itemId}/purchased',
        '/sessions/revoke',
        '/wishlists',
        '/wishlists/{id}',
        '/wishlists/{id}/items',
        '/wishlists/{id}/items/{itemId}',
        '/wishlists/{id}/items/{itemId}/received',
        '/wishlists/{id}/share-links',
        '/wishlists/{id}/share-links/{token}',
        '/people',
        '/people/upcoming',
        '/people/{id}',
        '/people/{id}/dates',
        '/people/{id}/dates/{dateId}',
        '/people/{id}/gift-ideas',
        '/people/{id}/gift-ideas/{ideaId}',
        '/people/{id}/gift-ideas/{ideaId}/move',
        '/reminder-settings',
        '/mail/unsubscribe',
        '/calendar-feed',
        '/calendar/{file}',
        '/account',
        '/account/export',
      ].sort(),
    );
    expect(body.paths['/feedback'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'limit',
      'offset',
      'type',
      'status',
      'q',
      'mine',
      'sort',
    ]);
    expect(body.paths['/feedback/similar'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'text',
      'limit',
    ]);
    const events = body.paths['/public/wishlists/{shareToken}/events'].get.responses;
    expect(Object.keys(events[200].content)).toEqual(['text/event-stream']);
    expect(events[204]).toBeDefined();
    expect(Object.keys(body.paths['/calendar/{file}'].get.responses[200].content)).toEqual(['text/calendar']);
    // The local run's settable clock is not part of the API anywhere else.
    expect(body.paths['/_local/clock']).toBeUndefined();
  });
});

describe.each(BACKENDS)('proxy headers on %s', (backend) => {
  const vote = (api: TestApi, forwardedFor: string) =>
    api.call('POST', '/feedback/5eed0000-0000-4000-8000-000000000206/vote', {
      body: { upvote: true },
      headers: { 'X-Forwarded-For': forwardedFor },
    });

  it('cannot dodge the per-IP limit with a forged X-Forwarded-For', async () => {
    for (const trustedProxies of [[], ['10.0.0.1']]) {
      const api = await startTestApi(backend, { writesPerMinute: 3, trustedProxies });
      try {
        const statuses = [];
        for (let i = 0; i < 5; i++) statuses.push((await vote(api, `198.51.100.${i}`)).status);
        expect(statuses, `trusted: ${trustedProxies.join()}`).toEqual([401, 401, 401, 429, 429]);
      } finally {
        await api.close();
      }
    }
    // Two APIs start inside the test: each gets the time a start in a hook gets (vitest.config.ts).
  }, 120_000);

  it('counts an IPv6 client by its /64, which it can rotate through freely', async () => {
    const api = await startTestApi(backend, { writesPerMinute: 3, trustedProxies: ['127.0.0.1'] });
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push((await vote(api, `2001:db8:0:7::${i.toString(16)}:1`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Another /64 is another client.
      expect((await vote(api, '2001:db8:0:8::1')).status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('believes the configured proxy, and only the address it saw', async () => {
    const api = await startTestApi(backend, { writesPerMinute: 3, trustedProxies: ['127.0.0.0/8'] });
    try {
      // Through the proxy, each client has its own count.
      for (let i = 0; i < 4; i++) expect((await vote(api, `198.51.100.${i}`)).status).toBe(401);
      // A client forging the header in front of the proxy is still counted by the address the proxy saw.
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await vote(api, `203.0.113.${i}, 192.0.2.9`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await api.close();
    }
  });
});

describe.each(BACKENDS)('id tokens after sign-out on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  it('are checked on their own, without asking the identity service, and accepted until they expire', async () => {
    // Cognito keeps id tokens valid after GlobalSignOut or RevokeToken; the API verifies them locally, so a token
    // of a signed-out session works until its exp (docs/decisions.md) and not a second longer.
    const now = Math.floor(Date.now() / 1000);
    const shortLived = api.tokens.idToken(USERS.alice, { iat: now, exp: now + 2 });
    expect((await api.call('GET', '/wishlists', { token: shortLived })).status).toBe(200);
    const fetched = api.tokens.jwksRequests;
    for (let i = 0; i < 5; i++) {
      expect((await api.call('GET', '/wishlists', { token: api.token(USERS.bob) })).status).toBe(200);
    }
    // The keys are cached: no request reaches the identity side, so there is nothing to learn a sign-out from.
    expect(api.tokens.jwksRequests).toBe(fetched);
    await new Promise((resolve) => setTimeout(resolve, (now + 3) * 1000 - Date.now()));
    expect((await api.call('GET', '/wishlists', { token: shortLived })).body).toMatchObject({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });
});
