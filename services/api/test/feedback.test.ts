import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const valid = { title: 'Dark mode', description: 'Please add a dark mode for the evenings.', type: 'feature' };

describe.each(BACKENDS)('feedback on %s', (backend) => {
  let api: TestApi;
  let alice: string, bob: string, admin: string;

  beforeAll(async () => {
    api = await startTestApi(backend);
    [alice, bob, admin] = [api.token(USERS.alice), api.token(USERS.bob), api.token(USERS.admin)];
  });
  afterAll(() => api.close());

  it('submits feedback with the rules applied on the server', async () => {
    const created = await api.call('POST', '/feedback', {
      token: alice,
      body: { ...valid, title: '  A <b>bold</b> idea ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'A &lt;b&gt;bold&lt;/b&gt; idea',
      type: 'feature',
      status: 'open',
      upvotes: 0,
      downvotes: 0,
      user_id: USERS.alice.sub,
      is_anonymous: false,
      author_is_admin: false,
      is_own: true,
    });
    // The portal's form sends the text it already escaped: a title of 100 typed characters is still 100.
    const escaped = `${'&lt;'.repeat(98)}ok`;
    const again = await api.call('POST', '/feedback', { token: alice, body: { ...valid, title: escaped } });
    expect(again.status).toBe(201);
    expect(again.body.title).toBe(escaped);
  });

  it.each([
    [{ ...valid, title: '' }, 'Please enter a title for your feedback'],
    [{ ...valid, title: '\u200b\u200b\u200b' }, 'Please enter a title for your feedback'],
    [{ ...valid, description: undefined }, 'Please provide a description for your feedback'],
    [{ ...valid, description: 'too short' }, 'Your description is too short. It should be at least 10 characters'],
    [{ ...valid, description: 'see <script>alert(1)</script>' }, 'Your input contains potentially dangerous content'],
    [{ ...valid, type: 'question' }, 'The type must be bug or feature'],
    [{ ...valid, title: 'x'.repeat(101) }, 'The title can be at most 100 characters'],
  ])('refuses %j with the spec message, storing nothing', async (body, message) => {
    const before = (await api.call('GET', '/feedback?limit=100')).body.total;
    const refused = await api.call('POST', '/feedback', { token: alice, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message });
    expect((await api.call('GET', '/feedback?limit=100')).body.total).toBe(before);
  });

  it('keeps the author of anonymous feedback private', async () => {
    const created = await api.call('POST', '/feedback', { token: bob, body: { ...valid, is_anonymous: true } });
    expect(created.body).toMatchObject({ user_id: null, is_anonymous: true, is_own: true });
    const listed = await api.call('GET', '/feedback?limit=100');
    const item = listed.body.items.find((i: { id: string }) => i.id === created.body.id);
    expect(item).toMatchObject({ user_id: null, is_own: false });
    expect(JSON.stringify(listed.body)).not.toContain(USERS.bob.sub);
    const asAdmin = await api.call('GET', '/feedback?limit=100', { token: admin });
    expect(JSON.stringify(asAdmin.body)).not.toContain(USERS.bob.sub);
  });

  it("answers only the caller's own items with mine=true, their anonymous ones included, to them alone", async () => {
    const word = `mine${Date.now()}`;
    const named = await api.call('POST', '/feedback', { token: bob, body: { ...valid, title: `${word} named` } });
    const hidden = await api.call('POST', '/feedback', {
      token: bob,
      body: { ...valid, title: `${word} hidden`, is_anonymous: true },
    });
    await api.call('POST', '/feedback', { token: alice, body: { ...valid, title: `${word} other` } });
    const mine = await api.call('GET', `/feedback?mine=true&q=${word}&limit=100`, { token: bob });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items.map((i: { id: string }) => i.id).sort()).toEqual([named.body.id, hidden.body.id].sort());
    expect(mine.body.items.every((i: { is_own: boolean }) => i.is_own)).toBe(true);
    // The anonymous item stays without its author in the answer, even to the author.
    expect(mine.body.items.find((i: { id: string }) => i.id === hidden.body.id)).toMatchObject({ user_id: null });
    const alices = await api.call('GET', `/feedback?mine=true&q=${word}`, { token: alice });
    expect(alices.body.items.map((i: { title: string }) => i.title)).toEqual([`${word} other`]);
    expect((await api.call('GET', `/feedback?mine=false&q=${word}`)).body.total).toBe(3);
    const signedOut = await api.call('GET', '/feedback?mine=true');
    expect(signedOut.status).toBe(401);
    expect((await api.call('GET', '/feedback?mine=yes', { token: bob })).status).toBe(400);
  });

  it('lists with limit (default 20, at most 100), offset, type and status filters and the total', async () => {
    for (let i = 0; i < 22; i++) {
      await api.call('POST', '/feedback', { token: admin, body: { ...valid, title: `Bug ${i}`, type: 'bug' } });
    }
    const page = await api.call('GET', '/feedback');
    expect(page.body).toMatchObject({ limit: 20, offset: 0 });
    expect(page.body.items).toHaveLength(20);
    const bugs = await api.call('GET', '/feedback?type=bug&limit=100');
    expect(bugs.body.total).toBe(22);
    expect(
      bugs.body.items.every((i: { type: string; author_is_admin: boolean }) => i.type === 'bug' && i.author_is_admin),
    ).toBe(true);
    const second = await api.call('GET', '/feedback?type=bug&limit=5&offset=20');
    expect(second.body.items).toHaveLength(2);
    expect((await api.call('GET', '/feedback?status=completed')).body).toMatchObject({ items: [], total: 0 });
    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'type=idea', 'status=closed', 'limit=abc']) {
      const refused = await api.call('GET', `/feedback?${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('lets admins change a status to any different status, and nobody else', async () => {
    const { body: item } = await api.call('POST', '/feedback', { token: alice, body: valid });
    expect(
      (await api.call('PUT', `/feedback/${item.id}/status`, { token: alice, body: { status: 'completed' } })).status,
    ).toBe(403);
    expect((await api.call('PUT', `/feedback/${item.id}/status`, { body: { status: 'completed' } })).status).toBe(401);
    for (const status of ['in_progress', 'completed', 'declined', 'open', 'completed']) {
      const changed = await api.call('PUT', `/feedback/${item.id}/status`, { token: admin, body: { status } });
      expect(changed.status).toBe(200);
      expect(changed.body.status).toBe(status);
    }
    const same = await api.call('PUT', `/feedback/${item.id}/status`, { token: admin, body: { status: 'completed' } });
    expect(same.body).toMatchObject({ status: 400, code: 'STATUS_UNCHANGED' });
    expect(
      (await api.call('PUT', `/feedback/${item.id}/status`, { token: admin, body: { status: 'done' } })).status,
    ).toBe(400);
  });

  it('lets admins delete feedback with its votes and comments', async () => {
    const { body: item } = await api.call('POST', '/feedback', { token: alice, body: valid });
    await api.call('POST', `/feedback/${item.id}/vote`, { token: bob, body: { upvote: true } });
    await api.call('POST', `/feedback/${item.id}/comments`, { token: bob, body: { content: 'Yes please' } });
    expect((await api.call('DELETE', `/feedback/${item.id}`, { token: alice })).status).toBe(403);
    expect((await api.call('DELETE', `/feedback/${item.id}`, { token: admin })).status).toBe(204);
    expect((await api.call('DELETE', `/feedback/${item.id}`, { token: admin })).status).toBe(404);
    expect((await api.call('GET', `/feedback/${item.id}/comments`)).status).toBe(404);
    const votes = await api.db.selectFrom('feedback_votes').selectAll().where('feedback_id', '=', item.id).execute();
    expect(votes).toEqual([]);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const path = `/feedback/${encodeURIComponent(id)}`;
      expect((await api.call('POST', `${path}/vote`, { token: alice, body: { upvote: true } })).status).toBe(404);
      expect((await api.call('PUT', `${path}/status`, { token: admin, body: { status: 'completed' } })).status).toBe(
        404,
      );
      expect((await api.call('DELETE', path, { token: admin })).status).toBe(404);
      expect((await api.call('GET', `${path}/comments`)).status).toBe(404);
    }
  });
});

describe.each(BACKENDS)('votes on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  const counts = async (id: string) => {
    const stored = await api.db.selectFrom('feedback_votes').select(['upvote']).where('feedback_id', '=', id).execute();
    return { upvotes: stored.filter((v) => v.upvote).length, downvotes: stored.filter((v) => !v.upvote).length };
  };

  it('adds, changes, and removes a vote when the same vote is cast again', async () => {
    const alice = api.token(USERS.alice);
    const { body: item } = await api.call('POST', '/feedback', { token: alice, body: valid });
    const vote = (upvote: boolean) => api.call('POST', `/feedback/${item.id}/vote`, { token: alice, body: { upvote } });
    expect((await vote(true)).body).toMatchObject({ user_vote: 'upvote', item: { upvotes: 1, downvotes: 0 } });
    expect((await vote(false)).body).toMatchObject({ user_vote: 'downvote', item: { upvotes: 0, downvotes: 1 } });
    expect((await vote(false)).body).toMatchObject({ user_vote: null, item: { upvotes: 0, downvotes: 0 } });
    expect((await api.call('POST', `/feedback/${item.id}/vote`, { body: { upvote: true } })).status).toBe(401);
    expect(
      (await api.call('POST', `/feedback/${item.id}/vote`, { token: alice, body: { upvote: 'yes' } })).status,
    ).toBe(400);
  });

  it('keeps counts equal to the stored votes under concurrent requests', async () => {
    const { body: item } = await api.call('POST', '/feedback', { token: api.token(USERS.alice), body: valid });
    const voters = Array.from({ length: 40 }, (_, i) =>
      api.token({ sub: `voter-${i}`, email: `v${i}@example.test`, name: `V${i}` }),
    );
    // Everyone votes at once; each of the first ten also fires five more votes in parallel (toggling).
    const requests = voters.flatMap((token, i) => {
      const one = () => api.call('POST', `/feedback/${item.id}/vote`, { token, body: { upvote: i % 3 !== 0 } });
      return i < 10 ? Array.from({ length: 6 }, one) : [one()];
    });
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    const stored = await counts(item.id);
    const listed = (await api.call('GET', '/feedback?limit=100')).body.items.find(
      (i: { id: string }) => i.id === item.id,
    );
    expect({ upvotes: listed.upvotes, downvotes: listed.downvotes }).toEqual(stored);
    // Six toggles of one value leave no vote; the 30 single votes stay.
    expect(stored.upvotes + stored.downvotes).toBe(30);
    const rows = await api.db
      .selectFrom('feedback_votes')
      .select('user_id')
      .where('feedback_id', '=', item.id)
      .execute();
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);
  });
});

describe.each(BACKENDS)('comments on %s', (backend) => {
  let api: TestApi;
  let itemId: string;
  beforeAll(async () => {
    api = await startTestApi(backend);
    itemId = (await api.call('POST', '/feedback', { token: api.token(USERS.alice), body: valid })).body.id;
  });
  afterAll(() => api.close());

  it('lists, adds with the spec rules, and deletes only own comments (admins any)', async () => {
    const [alice, bob, admin] = [api.token(USERS.alice), api.token(USERS.bob), api.token(USERS.admin)];
    const path = `/feedback/${itemId}/comments`;
    expect((await api.call('POST', path, { body: { content: 'Hello there' } })).body).toMatchObject({
      status: 401,
      message: 'You must be logged in to do this.',
    });
    const refusals: [unknown, string][] = [
      ['   ', 'Comment cannot be empty.'],
      ['a', 'Comment is too short. It must be at least 2 characters.'],
      ['a'.repeat(501), 'Comment is too long. Maximum 500 characters allowed.'],
      ['look: javascript:alert(1)', 'Your comment contains potentially dangerous content.'],
      ['&lt;script&gt;x&lt;/script&gt;', 'Your comment contains potentially dangerous content.'],
      [undefined, 'Comment cannot be empty.'],
    ];
    for (const [content, message] of refusals) {
      expect((await api.call('POST', path, { token: alice, body: { content } })).body).toMatchObject({
        status: 400,
        message,
      });
    }
    const mine = await api.call('POST', path, { token: alice, body: { content: '  Line one\nline <two>  ' } });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      content: 'Line one\nline &lt;two&gt;',
      user_id: USERS.alice.sub,
      isAdmin: false,
    });
    const team = await api.call('POST', path, { token: admin, body: { content: 'Thanks, on our list.' } });
    expect(team.body.isAdmin).toBe(true);
    expect(mine.body.is_own).toBe(true);
    const listed = await api.call('GET', path, { token: alice });
    expect(listed.body.map((c: { is_own: boolean }) => c.is_own)).toEqual([true, false]);
    expect(listed.body.map((c: { id: string }) => c.id)).toEqual([mine.body.id, team.body.id]);

    expect((await api.call('DELETE', `${path}/${mine.body.id}`, { token: bob })).body).toMatchObject({
      status: 403,
      code: 'NOT_YOUR_COMMENT',
    });
    expect((await api.call('DELETE', `${path}/${mine.body.id}`)).status).toBe(401);
    expect((await api.call('DELETE', `${path}/${mine.body.id}`, { token: alice })).status).toBe(204);
    expect((await api.call('DELETE', `${path}/${team.body.id}`, { token: alice })).status).toBe(403);
    const bobs = await api.call('POST', path, { token: bob, body: { content: 'Me too' } });
    expect((await api.call('DELETE', `${path}/${bobs.body.id}`, { token: admin })).status).toBe(204);
    expect((await api.call('DELETE', `${path}/${bobs.body.id}`, { token: admin })).status).toBe(404);
    expect((await api.call('GET', path)).body).toHaveLength(1);
  });
});

describe.each(BACKENDS)('anonymous authors on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  it('are never revealed by an id, not even when they comment on their own item', async () => {
    // The author is on the team, writes one item openly (their id is public there) and one anonymously.
    const author = { sub: 'user-anonymous-author', email: 'anon@example.test', name: 'Anon', groups: ['admin'] };
    const [mine, bob, admin] = [api.token(author), api.token(USERS.bob), api.token(USERS.admin)];
    const open = await api.call('POST', '/feedback', { token: mine, body: valid });
    expect(open.body.user_id).toBe(author.sub);
    const created = await api.call('POST', '/feedback', { token: mine, body: { ...valid, is_anonymous: true } });
    const id = created.body.id;
    const comments = `/feedback/${id}/comments`;

    // Every answer about the anonymous item, to the author, to others, to an admin and to visitors.
    const answers: { label: string; status: number; body: unknown }[] = [];
    const record = async (label: string, answer: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await answer;
      answers.push({ label, status, body });
      return body as any;
    };
    await record('created', Promise.resolve(created));
    const own = await record(
      'own comment',
      api.call('POST', comments, { token: mine, body: { content: 'More detail' } }),
    );
    const bobs = await record('bob comments', api.call('POST', comments, { token: bob, body: { content: 'Me too!' } }));
    await record('author votes', api.call('POST', `/feedback/${id}/vote`, { token: mine, body: { upvote: true } }));
    await record('bob votes', api.call('POST', `/feedback/${id}/vote`, { token: bob, body: { upvote: false } }));
    await record(
      'status',
      api.call('PUT', `/feedback/${id}/status`, { token: admin, body: { status: 'in_progress' } }),
    );
    for (const [who, token] of [
      ['visitor', undefined],
      ['bob', bob],
      ['admin', admin],
      ['author', mine],
    ] as const) {
      const list = await record(`${who} lists`, api.call('GET', '/feedback?limit=100', { token }));
      // The open item carries the id by design; everything else must not.
      answers.at(-1)!.body = list.items.filter((item: { id: string }) => item.id !== open.body.id);
      await record(`${who} lists comments`, api.call('GET', comments, { token }));
      await record(`${who} filters`, api.call('GET', '/feedback?status=in_progress', { token }));
    }
    await record('bob deletes the author comment', api.call('DELETE', `${comments}/${own.id}`, { token: bob }));

    const created201 = new Set(['created', 'own comment', 'bob comments']);
    for (const { label, status, body } of answers) {
      expect(status, label).toBe(created201.has(label) ? 201 : label.startsWith('bob deletes') ? 403 : 200);
      expect(JSON.stringify(body), label).not.toContain(author.sub);
    }
    // The author still learns which comments are theirs, and the team badge does not give them away.
    const asAuthor = await api.call('GET', comments, { token: mine });
    expect(asAuthor.body.map((c: any) => [c.user_id, c.isAdmin, c.is_own])).toEqual([
      [null, false, true],
      [USERS.bob.sub, false, false],
    ]);
    const asBob = await api.call('GET', comments, { token: bob });
    expect(asBob.body.map((c: any) => c.is_own)).toEqual([false, true]);
    expect(bobs.user_id).toBe(USERS.bob.sub);
    // And may still delete their own comment.
    expect((await api.call('DELETE', `${comments}/${own.id}`, { token: mine })).status).toBe(204);
  });
});

describe.each(BACKENDS)('profiles on %s', (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend);
  });
  afterAll(() => api.close());

  it('is absent until created, then created with a default name, then updated', async () => {
    const alice = api.token(USERS.alice);
    expect((await api.call('GET', '/profiles', { token: alice })).body).toMatchObject({
      status: 404,
      code: 'PROFILE_NOT_FOUND',
    });
    const created = await api.call('POST', '/profiles', {
      token: alice,
      body: { email: 'Alice@Example.test', name: ' ' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ user_id: USERS.alice.sub, name: 'User', email: 'alice@example.test' });
    const updated = await api.call('POST', '/profiles', {
      token: alice,
      body: { email: 'alice@example.test', name: 'Alice A.' },
    });
    expect(updated.status).toBe(200);
    expect((await api.call('GET', '/profiles', { token: alice })).body.name).toBe('Alice A.');
    expect(
      (await api.call('POST', '/profiles', { token: alice, body: { email: 'someone@else.test' } })).body.code,
    ).toBe('EMAIL_MISMATCH');
    expect((await api.call('GET', '/profiles')).status).toBe(401);
  });

  it('holds a created or updated name to the rename rule: no way around it', async () => {
    const bob = api.token(USERS.bob);
    for (const [name, code] of [
      ['x'.repeat(101), 'NAME_TOO_LONG'],
      ['Bob<script>', 'DANGEROUS_CONTENT'],
      ['Bob\u0007', 'INVALID_CHARACTER'],
    ]) {
      const refused = await api.call('POST', '/profiles', { token: bob, body: { email: USERS.bob.email, name } });
      expect(refused.status, name).toBe(400);
      expect(refused.body.details.fields.name.code).toBe(code);
    }
    expect((await api.call('GET', '/profiles', { token: bob })).status).toBe(404);
    const created = await api.call('POST', '/profiles', {
      token: bob,
      body: { email: USERS.bob.email, name: '\u200B Bob \u200B' },
    });
    expect(created.body).toMatchObject({ name: 'Bob' });
  });
});
