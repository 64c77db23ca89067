import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

/** A clock the test sets: "now" is Wednesday 10 June 2026, 12:00 in Amsterdam. */
const clock = {
  at: new Date('2026-06-10T10:00:00Z'),
  now() {
    return this.at;
  },
};

describe.each(BACKENDS)('people on %s', (backend) => {
  let api: TestApi;
  let alice: string, bob: string, pro: string;
  const proUser = { sub: 'user-pro', email: 'pro@example.test', name: 'Pat' };

  beforeAll(async () => {
    api = await startTestApi(backend, {}, undefined, undefined, { clock });
    [alice, bob, pro] = [api.token(USERS.alice), api.token(USERS.bob), api.token(proUser)];
    await api.db
      .insertInto('checkout_sessions')
      .values({ id: 'cs_pro', user_id: proUser.sub, status: 'paid', plan: 'pro' })
      .execute();
  });
  afterAll(() => api.close());

  const addPerson = (token: string, body: object) => api.call('POST', '/people', { token, body });

  it('keeps a person with what the user knows of them, cleaned by the shared rules', async () => {
    const created = await addPerson(alice, {
      name: '  Anna de Vries ',
      email: 'anna@example.test',
      interests: ['Hiking', 'hiking', ' ', 'Jazz <live>'],
      likes: ['Dark chocolate'],
      dislikes: [],
      address: 'Keizersgracht 1\nAmsterdam',
      notes: null,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Anna de Vries',
      email: 'anna@example.test',
      interests: ['Hiking', 'Jazz &lt;live&gt;'],
      likes: ['Dark chocolate'],
      address: 'Keizersgracht 1\nAmsterdam',
      dates: [],
      gift_ideas: [],
    });
    const changed = await api.call('PATCH', `/people/${created.body.id}`, {
      token: alice,
      body: { notes: 'Vegetarian' },
    });
    expect(changed.body).toMatchObject({ name: 'Anna de Vries', notes: 'Vegetarian' });
  });

  it('answers 404 to anyone but the owner, for every kind of request, so they learn nothing', async () => {
    const { body: person } = await addPerson(alice, { name: 'Only mine' });
    const paths: [string, string, object?][] = [
      ['GET', `/people/${person.id}`],
      ['PATCH', `/people/${person.id}`, { name: 'Taken' }],
      ['DELETE', `/people/${person.id}`],
      ['POST', `/people/${person.id}/dates`, { kind: 'birthday', day: 1, month: 1, recurrence: 'yearly' }],
      ['POST', `/people/${person.id}/gift-ideas`, { title: 'Book' }],
    ];
    for (const [method, path, body] of paths) {
      const unknown = path.replace(person.id, '00000000-0000-4000-8000-000000000000');
      for (const [what, token, target] of [
        ['another user', bob, path],
        ['an unknown id', alice, unknown],
        ['a malformed id', alice, path.replace(person.id, 'not-an-id')],
      ] as const) {
        const answer = await api.call(method, target, { token, body });
        expect(answer.status, `${method} ${path} by ${what}`).toBe(404);
        expect(answer.body.code).toBe('PERSON_NOT_FOUND');
      }
    }
    expect((await api.call('GET', '/people', { token: bob })).body.people).toEqual([]);
    expect((await api.call('GET', `/people/${person.id}`, { token: alice })).body.name).toBe('Only mine');
    expect((await api.call('GET', '/people')).status).toBe(401);
  });

  it('refuses bad input with the field and its code, and stores nothing', async () => {
    const before = (await api.call('GET', '/people', { token: alice })).body.people.length;
    const cases: [object, string, string][] = [
      [{ name: '' }, 'name', 'PERSON_NAME_REQUIRED'],
      [{ name: 'x'.repeat(101) }, 'name', 'PERSON_NAME_TOO_LONG'],
      [{ name: 'Anna', email: 'not an address' }, 'email', 'EMAIL_INVALID'],
      [{ name: 'Anna', likes: Array.from({ length: 21 }, (_, i) => `like ${i}`) }, 'likes', 'LIST_TOO_MANY'],
      [{ name: 'Anna', likes: ['x'.repeat(61)] }, 'likes', 'ENTRY_TOO_LONG'],
      [{ name: '<script>alert(1)</script>' }, 'name', 'DANGEROUS_CONTENT'],
      [{ name: 'Anna\u0007' }, 'name', 'INVALID_CHARACTER'],
      [{ name: 'Anna', notes: 'x'.repeat(2001) }, 'notes', 'NOTES_TOO_LONG'],
    ];
    for (const [body, field, code] of cases) {
      const answer = await addPerson(alice, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body.details.fields[field].code).toBe(code);
    }
    expect((await api.call('GET', '/people', { token: alice })).body.people).toHaveLength(before);
  });

  it('holds 10 people on the free plan, refusing the 11th with a link to the pricing page, even when sent at once', async () => {
    const carol = api.token({ sub: 'user-carol', email: 'carol@example.test', name: 'Carol' });
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => addPerson(carol, { name: `Friend ${i + 1}` })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 403);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.body).toEqual({
      status: 403,
      code: 'PLAN_LIMIT_REACHED',
      message: expect.stringContaining('10'),
      details: { limit: 10, upgrade_path: '/pricing' },
    });
    const list = await api.call('GET', '/people', { token: carol });
    expect(list.body).toMatchObject({ limit: 10, plan: 'free' });
    expect(list.body.people).toHaveLength(10);
  });

  it('has no limit on Pro', async () => {
    for (let i = 0; i < 12; i++) expect((await addPerson(pro, { name: `Pro friend ${i}` })).status).toBe(201);
    const list = await api.call('GET', '/people', { token: pro });
    expect(list.body).toMatchObject({ limit: null, plan: 'pro' });
    expect(list.body.people).toHaveLength(12);
  });

  it('moves a gift idea onto one of the owner’s wishlists, once, and never onto someone else’s', async () => {
    const { body: person } = await addPerson(bob, { name: 'Dirk' });
    const idea = await api.call('POST', `/people/${person.id}/gift-ideas`, {
      token: bob,
      body: { title: 'Espresso cups', url: 'https://shop.example/cups', price: 24.5, notes: 'The blue ones' },
    });
    expect(idea.status).toBe(201);
    const { body: mine } = await api.call('POST', '/wishlists', { token: bob, body: { name: 'For Dirk' } });
    const { body: theirs } = await api.call('POST', '/wishlists', { token: alice, body: { name: 'Alice’s' } });
    const path = `/people/${person.id}/gift-ideas/${idea.body.id}/move`;
    expect((await api.call('POST', path, { token: bob, body: { wishlist_id: theirs.id } })).status).toBe(404);
    const moves = await Promise.all(
      [1, 2].map(() => api.call('POST', path, { token: bob, body: { wishlist_id: mine.id } })),
    );
    expect(moves.map((m) => m.status).sort()).toEqual([201, 404]);
    const list = await api.call('GET', `/wishlists/${mine.id}`, { token: bob });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ title: 'Espresso cups', price: 24.5, description: 'The blue ones' });
    expect((await api.call('GET', `/people/${person.id}`, { token: bob })).body.gift_ideas).toEqual([]);
  });
});
