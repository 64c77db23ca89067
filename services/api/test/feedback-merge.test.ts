import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const voter = (i: number) => ({ sub: `voter-${i}`, email: `voter-${i}@example.test`, name: `Voter ${i}` });

describe.each(BACKENDS)('merging duplicates and the roadmap on %s', (backend) => {
  let api: TestApi;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApi(backend);
    admin = api.token(USERS.admin);
  });
  afterAll(() => api.close());

  const post = async (user: { sub: string; email: string; name: string }, title: string, anonymous = false) =>
    (
      await api.call('POST', '/feedback', {
        token: api.token(user),
        body: { title, description: 'A description long enough.', type: 'feature', is_anonymous: anonymous },
      })
    ).body;
  const vote = (user: ReturnType<typeof voter>, id: string, upvote: boolean) =>
    api.call('POST', `/feedback/${id}/vote`, { token: api.token(user), body: { upvote } });
  const merge = (id: string, into: string, token = admin) =>
    api.call('POST', `/feedback/${id}/merge`, { token, body: { into } });

  it('keeps an unfollow through a merge, and deleting the kept item takes its duplicates with it', async () => {
    const a = await post(USERS.alice, 'Wrapping paper ideas');
    const b = await post(USERS.bob, 'Ideas for wrapping paper');
    // Voter 4 up-voted the duplicate and then stopped following it: the moved vote does not make them follow again.
    await vote(voter(4), a.id, true);
    expect((await api.call('DELETE', `/feedback/${a.id}/follow`, { token: api.token(voter(4)) })).status).toBe(200);
    await vote(voter(5), a.id, true);
    expect((await merge(a.id, b.id)).status).toBe(200);
    const following = async (user: ReturnType<typeof voter>) =>
      (await api.call('GET', `/feedback/${b.id}`, { token: api.token(user) })).body.following;
    expect(await following(voter(4))).toBe(false);
    expect(await following(voter(5))).toBe(true);
    expect((await api.call('GET', `/feedback/${b.id}`)).body.upvotes).toBe(2);
    // A stop link from a mail about the duplicate, from before the merge, now stops the kept item's mail.
    await api.database.db
      .insertInto('mail_settings')
      .values({ user_id: voter(5).sub, unsubscribe_token: 'merge-test-token-5' })
      .execute();
    const stopped = await api.call('POST', `/mail/unsubscribe?token=merge-test-token-5&kind=portal&feedback=${a.id}`);
    expect(stopped.status).toBe(200);
    expect(await following(voter(5))).toBe(false);

    // The duplicate is only another address of the kept item now: it goes with it, and never comes back to the lists.
    expect((await api.call('DELETE', `/feedback/${b.id}`, { token: admin })).status).toBe(204);
    expect((await api.call('GET', `/feedback/${a.id}`)).status).toBe(404);
    const list = await api.call('GET', '/feedback?limit=100');
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(a.id);
  });

  it('moves votes (one per user, the target’s kept), comments marked with their origin, and followers', async () => {
    const a = await post(USERS.alice, 'Widgets on the home screen', true);
    const b = await post(USERS.bob, 'Home screen widget');
    await vote(voter(1), a.id, true);
    await vote(voter(2), a.id, true);
    await vote(voter(2), b.id, false);
    await vote(voter(3), b.id, true);
    await api.call('POST', `/feedback/${a.id}/comments`, {
      token: api.token(USERS.alice),
      body: { content: 'Mine too' },
    });
    await api.call('POST', `/feedback/${a.id}/comments`, { token: api.token(voter(1)), body: { content: 'Agreed' } });

    expect((await merge(a.id, b.id, api.token(USERS.bob))).status).toBe(403);
    const merged = await merge(a.id, b.id);
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: b.id, upvotes: 2, downvotes: 1, comment_count: 2 });
    // Voter 2 voted both ways: their vote on the target stands.
    expect((await api.call('GET', `/feedback/${b.id}`, { token: api.token(voter(2)) })).body.user_vote).toBe(
      'downvote',
    );
    expect((await api.call('GET', `/feedback/${b.id}`, { token: api.token(voter(1)) })).body.following).toBe(true);

    const { body: source } = await api.call('GET', `/feedback/${a.id}`);
    expect(source.merged_into).toBe(b.id);
    const list = await api.call('GET', '/feedback?limit=100');
    expect(list.body.items.map((i: { id: string }) => i.id)).not.toContain(a.id);

    const { body: comments } = await api.call('GET', `/feedback/${b.id}/comments`, { token: admin });
    expect(comments.map((c: { merged_from: { id: string } }) => c.merged_from?.id)).toEqual([a.id, a.id]);
    // The anonymous author of the duplicate stays anonymous on the target.
    const byAuthor = comments.find((c: { content: string }) => c.content === 'Mine too');
    expect(byAuthor.user_id).toBeNull();
    expect(JSON.stringify(comments)).not.toContain(USERS.alice.sub);

    const late = await vote(voter(4), a.id, true);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'FEEDBACK_MERGED', details: { merged_into: b.id } });
    const comment = await api.call('POST', `/feedback/${a.id}/comments`, {
      token: api.token(voter(4)),
      body: { content: 'Too late' },
    });
    expect(comment.status).toBe(409);

    const audit = await api.database.db
      .selectFrom('feedback_audit')
      .selectAll()
      .where('feedback_id', '=', a.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'merge', actor_id: USERS.admin.sub, target_id: b.id });
  });

  it('merged into an anonymous item, its author’s open comments on the duplicate stay as they were', async () => {
    const kept = await post(USERS.alice, 'Quiet wishlists', true);
    const duplicate = await post(USERS.bob, 'Private wishlists');
    const say = (item: { id: string }, user: typeof USERS.alice, content: string) =>
      api.call('POST', `/feedback/${item.id}/comments`, { token: api.token(user), body: { content } });
    await say(kept, USERS.alice, 'Written as the anonymous author');
    await say(duplicate, USERS.alice, 'Written in the open');
    const before = (await api.call('GET', `/feedback/${duplicate.id}/comments`)).body;
    expect(before[0].user_id).toBe(USERS.alice.sub);

    expect((await merge(duplicate.id, kept.id)).status).toBe(200);
    const after = (await api.call('GET', `/feedback/${kept.id}/comments`)).body;
    const open = after.find((c: { id: string }) => c.id === before[0].id);
    // Shown as before: hiding it now would tell that its writer wrote the anonymous item.
    expect(open).toMatchObject({ user_id: USERS.alice.sub, merged_from: { id: duplicate.id } });
    const anonymous = after.find((c: { content: string }) => c.content === 'Written as the anonymous author');
    expect(anonymous).toMatchObject({ user_id: null, isAdmin: false });
  });

  it('refuses a merge into itself, into a deleted item, into a merged one and in a circle, changing nothing', async () => {
    const a = await post(USERS.alice, 'First of three');
    const b = await post(USERS.alice, 'Second of three');
    const c = await post(USERS.alice, 'Third of three');
    const code = async (id: string, into: string) => {
      const answer = await merge(id, into);
      return `${answer.status} ${answer.body.code}`;
    };
    expect(await code(a.id, a.id)).toBe('400 MERGE_INTO_ITSELF');
    // An id is an id in capitals too, as on every other route.
    expect(await code(a.id, a.id.toUpperCase())).toBe('400 MERGE_INTO_ITSELF');
    await api.call('DELETE', `/feedback/${c.id}`, { token: admin });
    expect(await code(a.id, c.id)).toBe('400 MERGE_TARGET_NOT_FOUND');
    expect((await merge(a.id.toUpperCase(), b.id.toUpperCase())).status).toBe(200);
    expect(await code(b.id, a.id)).toBe('400 MERGE_CIRCULAR');
    const d = await post(USERS.alice, 'Fourth');
    expect(await code(d.id, a.id)).toBe('400 MERGE_TARGET_MERGED');
    expect(await code(a.id, d.id)).toBe('409 FEEDBACK_MERGED');
    expect((await merge('not-an-id', b.id)).status).toBe(404);
  });

  it('loses and doubles no vote when 200 voters’ merge races votes cast at the same moment', async () => {
    const a = await post(USERS.alice, 'Duplicate with many voters');
    const b = await post(USERS.bob, 'Original with voters too');
    for (let i = 0; i < 200; i += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, k) => vote(voter(100 + i + k), a.id, true)));
    }
    // While the merge runs, voters 300–339 vote on the duplicate and voters 400–439 on the original.
    const onDuplicate = Array.from({ length: 40 }, (_, k) => voter(300 + k));
    const onOriginal = Array.from({ length: 40 }, (_, k) => voter(400 + k));
    const [mergeAnswer, ...answers] = await Promise.all([
      merge(a.id, b.id),
      ...onDuplicate.map((user) => vote(user, a.id, true)),
      ...onOriginal.map((user) => vote(user, b.id, true)),
    ]);
    expect(mergeAnswer.status).toBe(200);
    const duplicateAnswers = answers.slice(0, 40);
    // A vote on the duplicate lands before the merge (and moves with it) or is refused after: nothing in between.
    expect(
      duplicateAnswers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 409),
    ).toEqual([]);
    expect(answers.slice(40).every((answer) => answer.status === 200)).toBe(true);

    const votes = await api.database.db
      .selectFrom('feedback_votes')
      .selectAll()
      .where('feedback_id', 'in', [a.id, b.id])
      .execute();
    expect(votes.filter((v) => v.feedback_id === a.id)).toEqual([]);
    const users = votes.map((v) => v.user_id).sort();
    const expected = [
      ...Array.from({ length: 200 }, (_, i) => `voter-${100 + i}`),
      ...onDuplicate.filter((_, k) => duplicateAnswers[k]!.status === 200).map((user) => user.sub),
      ...onOriginal.map((user) => user.sub),
    ].sort();
    expect(users).toEqual(expected);
    const { body: original } = await api.call('GET', `/feedback/${b.id}`);
    expect(original.upvotes).toBe(expected.length);
  });

  it('shows the roadmap: in progress, completed lately, most wanted; and an Atom feed of status changes', async () => {
    const building = await post(USERS.alice, 'Being built now');
    const done = await post(USERS.alice, 'Finished lately');
    const wanted = await post(USERS.alice, 'Wanted by many');
    await vote(voter(500), wanted.id, true);
    await api.call('PUT', `/feedback/${building.id}/status`, { token: admin, body: { status: 'in_progress' } });
    await api.call('PUT', `/feedback/${done.id}/status`, {
      token: admin,
      body: { status: 'completed', note: 'Shipped in 2.3 <3\nThanks for asking' },
    });
    const { body: road } = await api.call('GET', '/feedback/roadmap');
    expect(road.in_progress.map((card: { id: string }) => card.id)).toContain(building.id);
    expect(road.completed[0]).toMatchObject({ id: done.id, status: 'completed' });
    expect(road.most_wanted.map((card: { id: string }) => card.id)).toContain(wanted.id);
    expect(JSON.stringify(road)).not.toContain('user_id');

    const feed = await fetch(`${api.base}/feedback/changes.atom?lang=fr`);
    expect(feed.headers.get('content-type'), await feed.clone().text()).toContain('application/atom+xml');
    const xml = await feed.text();
    // Valid Atom: the feed names its author (RFC 4287 §4.1.1), and says its language.
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">');
    expect(xml).toMatch(/<author>\s*<name>Koester<\/name>\s*<\/author>/);
    expect(xml).toContain('« Finished lately » est maintenant : Terminé');
    // The note as typed, escaped for the HTML summary (a reader shows "<3", and runs no markup of a user's), its lines
    // kept.
    expect(xml).toContain('<p>Shipped in 2.3 &lt;3</p><p>Thanks for asking</p>');
    expect(xml).toContain(`/feedback/${done.id}?lang=fr`);
    expect((await fetch(`${api.base}/feedback/changes.atom?lang=xx`)).status).toBe(400);
  });
});
