import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { validatorCompiler } from '../src/plugins/validation.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const owner = { sub: DEMO_ACCOUNTS.demo.sub, email: DEMO_ACCOUNTS.demo.email, name: 'Demo' };
const WISHLIST = '5eed0000-0000-4000-8000-000000000001';

describe('the validator', () => {
  it('refuses a lone surrogate in a query string or path parameter, as in a body', () => {
    for (const httpPart of ['querystring', 'params', 'body']) {
      const check = validatorCompiler({ schema: z.object({ q: z.string() }), method: 'GET', url: '/x', httpPart });
      const result = check({ q: 'a\uD800b' }) as { error?: { details: { fields: Record<string, { code: string }> } } };
      expect(result.error?.details.fields, httpPart).toEqual({
        q: expect.objectContaining({ code: 'INVALID_CHARACTER' }),
      });
    }
  });
});

describe.each(BACKENDS)('unstorable characters on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDemoData(api.db);
  });
  afterAll(() => api.close());

  const fieldCodes = (body: { details?: { fields?: Record<string, { code: string }> } }) =>
    Object.fromEntries(Object.entries(body.details?.fields ?? {}).map(([field, e]) => [field, e.code]));

  it('refuses a lone surrogate in any text of a body, keys included, and stores nothing', async () => {
    const alice = api.token(USERS.alice);
    const feedback = { title: 'abc\uD800def ghi', description: 'A description long enough.', type: 'bug' };
    // JSON.stringify writes the lone surrogate as the escape "\ud800", which JSON.parse turns back into one.
    const high = await api.call('POST', '/feedback', { token: alice, body: feedback });
    expect(high.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(fieldCodes(high.body)).toEqual({ title: 'INVALID_CHARACTER' });
    const low = await api.call('POST', '/feedback', {
      token: alice,
      body: { ...feedback, title: 'Fine title', description: 'ends with \uDC00' },
    });
    expect(fieldCodes(low.body)).toEqual({ description: 'INVALID_CHARACTER' });
    const key = await api.call('POST', '/feedback', {
      token: alice,
      body: { ...feedback, title: 'Fine title', extra: { ['k\uD83D']: 'v' } },
    });
    expect(fieldCodes(key.body)).toEqual({ 'extra.k\uD83D': 'INVALID_CHARACTER' });
    const listed = await api.call('GET', '/feedback?limit=100');
    expect(JSON.stringify(listed.body)).not.toContain('abc');

    const name = await api.call('PATCH', '/profiles', { token: api.token(owner), body: { name: 'De\uDFFFmo' } });
    expect(fieldCodes(name.body)).toEqual({ name: 'INVALID_CHARACTER' });
    const item = await api.call('POST', `/wishlists/${WISHLIST}/items`, {
      token: api.token(owner),
      body: { title: 'Gift \uD800' },
    });
    expect(fieldCodes(item.body)).toEqual({ title: 'INVALID_CHARACTER' });

    // A surrogate pair is one character (an emoji), and welcome.
    const emoji = await api.call('POST', '/feedback', { token: alice, body: { ...feedback, title: 'Emoji 😀 ok' } });
    expect(emoji.status).toBe(201);
    expect(emoji.body.title).toBe('Emoji 😀 ok');
  });

  it('cannot be sent a lone surrogate in the query string or the path', async () => {
    // %ED%A0%80 is U+D800 written as UTF-8 would if it could. No decoder yields it: the query parser keeps the text
    // as sent (plain ASCII), the router refuses the path. The validator would refuse one anyway (above).
    const query = await api.call('GET', '/feedback?q=%ED%A0%80');
    expect(query.status).toBe(200);
    const param = await api.call('GET', '/public/wishlists/%ED%A0%80');
    expect(param.body).toMatchObject({ status: 400, code: 'BAD_URL' });
  });
});
