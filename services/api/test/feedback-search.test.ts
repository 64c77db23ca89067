import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

type Item = { id: string; title: string; upvotes: number; comment_count: number; user_vote: string | null };

const item = (title: string, description: string, type = 'feature') => ({ title, description, type });

describe.each(BACKENDS)('feedback search and sort on %s', (backend) => {
  let api: TestApi;
  let alice: string, bob: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApi(backend);
    [alice, bob] = [api.token(USERS.alice), api.token(USERS.bob)];
    const items: Record<string, ReturnType<typeof item>> = {
      dark: item('Dark mode', 'Please add a DARK theme for the evenings.'),
      calendar: item('Calendar sync', 'Put birthdays in my calendar, dark or not.'),
      percent: item('Discount of 50% off', 'A price shown with a percent sign.', 'bug'),
      underscore: item('Field gift_list broken', 'The gift_list field shows nothing.', 'bug'),
      plain: item('Discount of 50 pct', 'A price shown without a percent sign here.', 'bug'),
      giftlist: item('Field giftXlist', 'Looks like an underscore but is not one.', 'bug'),
    };
    for (const [name, body] of Object.entries(items)) {
      ids[name] = (await api.call('POST', '/feedback', { token: alice, body })).body.id;
    }
  });
  afterAll(() => api.close());

  const search = async (query: string) => {
    const answer = await api.call('GET', `/feedback?${query.includes('limit=') ? '' : 'limit=100&'}${query}`);
    expect(answer.status, query).toBe(200);
    return answer.body as { items: Item[]; total: number };
  };
  const found = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}`)).items.map((i) => Object.keys(ids).find((k) => ids[k] === i.id));

  it('finds items holding every word in the title or the description, case-insensitive', async () => {
    expect(await found('dark')).toEqual(expect.arrayContaining(['dark', 'calendar']));
    expect((await found('DARK')).sort()).toEqual(['calendar', 'dark']);
    expect(await found('dark  evenings')).toEqual(['dark']);
    expect(await found('  calendar\tDark ')).toEqual(['calendar']);
    expect(await found('dark nowhere')).toEqual([]);
    expect(await found('alend')).toEqual(['calendar']);
  });

  it('takes % and _ literally', async () => {
    expect(await found('50%')).toEqual(['percent']);
    expect(await found('%')).toEqual(['percent']);
    expect(await found('gift_list')).toEqual(['underscore']);
    expect(await found('_')).toEqual(['underscore']);
    expect(await found('\\')).toEqual([]);
  });

  it('searches nothing for a blank q, and refuses one over 100 characters', async () => {
    expect((await search('q=')).total).toBe(6);
    expect((await search('q=%20%20')).total).toBe(6);
    expect((await search(`q=${'a'.repeat(100)}`)).total).toBe(0);
    const refused = await api.call('GET', `/feedback?q=${'a'.repeat(101)}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      details: { fields: { q: { code: 'TOO_LONG' } } },
    });
  });

  it('counts the whole search in total, beyond the page, with other filters', async () => {
    const page = await search('q=discount&limit=1');
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(2);
    expect((await search('q=discount&offset=5')).total).toBe(2);
    expect((await search('q=field&type=feature')).total).toBe(0);
    expect((await search('q=field&type=bug')).total).toBe(2);
  });

  it('sorts newest first by default, and by upvotes with sort=top', async () => {
    const voters = ['v1', 'v2', 'v3'].map((sub) => api.token({ sub, email: `${sub}@example.test`, name: sub }));
    for (const [name, count] of [
      ['calendar', 3],
      ['percent', 1],
    ] as const) {
      for (const token of voters.slice(0, count)) {
        await api.call('POST', `/feedback/${ids[name]}/vote`, { token, body: { upvote: true } });
      }
    }
    const newest = (await search('')).items.map((i) => i.id);
    expect(newest).toEqual(Object.values(ids).reverse());
    expect((await search('sort=newest')).items.map((i) => i.id)).toEqual(newest);
    const top = (await search('sort=top')).items;
    expect(top.map((i) => i.id)).toEqual([
      ids.calendar,
      ids.percent,
      ...newest.filter((id) => id !== ids.calendar && id !== ids.percent),
    ]);
    expect((await search('sort=top&q=discount')).items.map((i) => i.id)).toEqual([ids.percent, ids.plain]);
    expect((await api.call('GET', '/feedback?sort=best')).body.details.fields.sort.code).toBe('INVALID_CHOICE');
  });

  it('counts comments as they are added and deleted', async () => {
    const count = async () => (await api.call('GET', `/feedback/${ids.dark}`)).body.comment_count;
    expect(await count()).toBe(0);
    const path = `/feedback/${ids.dark}/comments`;
    const first = await api.call('POST', path, { token: bob, body: { content: 'Yes please' } });
    await api.call('POST', path, { token: alice, body: { content: 'Thanks' } });
    expect(await count()).toBe(2);
    const listed = (await search('q=evenings')).items[0]!;
    expect(listed.comment_count).toBe(2);
    await api.call('DELETE', `${path}/${first.body.id}`, { token: bob });
    expect(await count()).toBe(1);
    expect((await search('q=calendar')).items[0]!.comment_count).toBe(0);
  });

  it("shows the caller's own vote, following add, change and remove; never another's", async () => {
    const id = ids.giftlist;
    const seen = async (token?: string) => ({
      one: (await api.call('GET', `/feedback/${id}`, { token })).body.user_vote,
      listed: (await api.call('GET', '/feedback?limit=100', { token })).body.items.find((i: Item) => i.id === id)
        .user_vote,
    });
    const vote = (upvote: boolean) => api.call('POST', `/feedback/${id}/vote`, { token: bob, body: { upvote } });
    expect(await seen(bob)).toEqual({ one: null, listed: null });
    expect((await vote(true)).body.item.user_vote).toBe('upvote');
    expect(await seen(bob)).toEqual({ one: 'upvote', listed: 'upvote' });
    expect(await seen()).toEqual({ one: null, listed: null });
    expect(await seen(alice)).toEqual({ one: null, listed: null });
    await vote(false);
    expect(await seen(bob)).toEqual({ one: 'downvote', listed: 'downvote' });
    await vote(false);
    expect(await seen(bob)).toEqual({ one: null, listed: null });
  });
});

describe.each(BACKENDS)('one feedback item on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  it('is found by id, in the list’s shape; 404 for an unknown or malformed id', async () => {
    const body = item('Dark mode', 'Please add a dark mode for the evenings.');
    const created = await api.call('POST', '/feedback', { token: api.token(USERS.alice), body });
    const one = await api.call('GET', `/feedback/${created.body.id}`);
    expect(one.status).toBe(200);
    const listed = (await api.call('GET', '/feedback')).body.items[0];
    expect(one.body).toEqual(listed);
    expect(one.body).toMatchObject({ ...body, user_id: USERS.alice.sub, comment_count: 0, user_vote: null });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const missing = await api.call('GET', `/feedback/${encodeURIComponent(id)}`);
      expect(missing.body, id).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: 'Feedback not found.',
        details: null,
      });
    }
  });

  it('never names the author of an anonymous item', async () => {
    const body = { ...item('Private idea', 'Nobody needs to know this was me.'), is_anonymous: true };
    const created = await api.call('POST', '/feedback', { token: api.token(USERS.bob), body });
    for (const token of [undefined, api.token(USERS.alice), api.token(USERS.admin), api.token(USERS.bob)]) {
      const raw = await fetch(`${api.base}/feedback/${created.body.id}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      const text = await raw.text();
      expect(JSON.parse(text)).toMatchObject({ user_id: null, is_anonymous: true, author_is_admin: false });
      expect(text).not.toContain(USERS.bob.sub);
    }
  });
});

describe.each(BACKENDS)('similar feedback on %s', (backend) => {
  let api: TestApi;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    api = await startTestApi(backend);
    const items = {
      inTitle: item('Notifications arrive late', 'Reminders come in hours after the moment.', 'bug'),
      inDescription: item('Reminder timing', 'The notifications on my phone are slow.', 'bug'),
      other: item('Dark mode', 'Please add a dark mode for the evenings.'),
      declined: item('Notifications by e-mail', 'Send every reminder by e-mail too.'),
    };
    for (const [name, body] of Object.entries(items)) {
      ids[name] = (await api.call('POST', '/feedback', { token: api.token(USERS.alice), body })).body.id;
    }
    // Equal ranks go by upvotes: this one leads the two title matches.
    await api.call('POST', `/feedback/${ids.inTitle}/vote`, { token: api.token(USERS.bob), body: { upvote: true } });
    await api.call('PUT', `/feedback/${ids.declined}/status`, {
      token: api.token(USERS.admin),
      body: { status: 'declined' },
    });
  });
  afterAll(() => api.close());

  const similar = async (query: string) => {
    const answer = await api.call('GET', `/feedback/similar?${query}`);
    expect(answer.status, `${query}: ${JSON.stringify(answer.body)}`).toBe(200);
    return (answer.body.items as Item[]).map((i) => Object.keys(ids).find((k) => ids[k] === i.id));
  };
  const text = (words: string) => `text=${encodeURIComponent(words)}`;

  it('finds items sharing a word or its beginning, a title match first, in every status', async () => {
    expect(await similar(text('notif'))).toEqual(['inTitle', 'declined', 'inDescription']);
    expect(await similar(text('Notifications are late!'))).toEqual(['inTitle', 'declined', 'inDescription']);
    expect(await similar(text('dark'))).toEqual(['other']);
    expect(await similar(text('evening mode'))).toEqual(['other']);
    expect(await similar(text('zebra crossing'))).toEqual([]);
  });

  it('answers at most limit items (default 3, 1 to 5) in the item shape', async () => {
    expect(await similar(`${text('notifications')}&limit=1`)).toEqual(['inTitle']);
    expect(await similar(`${text('notifications dark reminder')}&limit=5`)).toHaveLength(4);
    expect(await similar(text('notifications dark reminder'))).toHaveLength(3);
    const { body } = await api.call('GET', `/feedback/similar?${text('dark')}`, { token: api.token(USERS.alice) });
    expect(body.items[0]).toMatchObject({ title: 'Dark mode', is_own: true, comment_count: 0, user_vote: null });
    for (const limit of [0, 6, 'x']) {
      const refused = await api.call('GET', `/feedback/similar?${text('dark')}&limit=${limit}`);
      expect(refused.body.details.fields, String(limit)).toHaveProperty('limit');
    }
  });

  it('ignores stop words, short words and punctuation; refuses a missing, blank or long text', async () => {
    expect(await similar(text('the and for with een het voor les des pour avec'))).toEqual([]);
    expect(await similar(text('a an of to ?! …'))).toEqual([]);
    expect((await similar(`${text("notif' | dark:* & !(")}&limit=5`)).sort()).toEqual([
      'declined',
      'inDescription',
      'inTitle',
      'other',
    ]);
    for (const [query, code] of [
      ['', 'REQUIRED'],
      [text('   '), 'REQUIRED'],
      [text('x'.repeat(101)), 'TOO_LONG'],
    ]) {
      const refused = await api.call('GET', `/feedback/similar?${query}`);
      expect(refused.body, query).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        details: { fields: { text: { code } } },
      });
    }
  });

  it('is not mistaken for an item id', async () => {
    const answer = await api.call('GET', '/feedback/similar?text=dark');
    expect(answer.body).not.toHaveProperty('id');
    expect(answer.body.items).toHaveLength(1);
    expect((await api.call('GET', '/feedback/similar')).body.details.fields).toHaveProperty('text');
  });
});
