import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createJobQueue, QUEUES } from '../src/jobs/job-queue.ts';
import { DELETED_AUTHOR } from '../src/repositories/account-repository.ts';
import { eventually } from './support/reminder-rig.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const clock = { now: () => new Date('2026-06-10T10:00:00Z') };

describe.each(BACKENDS)('calendar address, export and deletion on %s', (backend) => {
  let api: TestApi;
  let alice: string, bob: string;

  beforeAll(async () => {
    api = await startTestApi(backend, {}, undefined, undefined, {
      clock,
      background: async (database, databaseUrl) => {
        const queue = createJobQueue(database, { databaseUrl, onError: () => {} });
        await queue.start();
        return { queue, tick: async () => 0 };
      },
    });
    [alice, bob] = [api.token(USERS.alice), api.token(USERS.bob)];
  });
  afterAll(() => api.close());

  it('serves the dates as a private iCalendar address that can be renewed and revoked', async () => {
    const { body: person } = await api.call('POST', '/people', { token: alice, body: { name: 'Anna' } });
    const { body: date } = await api.call('POST', `/people/${person.id}/dates`, {
      token: alice,
      body: { kind: 'birthday', day: 29, month: 2, recurrence: 'yearly' },
    });
    expect((await api.call('GET', '/calendar-feed', { token: alice })).body).toEqual({ url: null, created_at: null });
    const feed = await api.call('POST', '/calendar-feed', { token: alice });
    expect(feed.status).toBe(201);
    const token = /\/calendar\/([\w-]+)\.ics$/.exec(feed.body.url)![1]!;
    // 256 random bits, URL-safe.
    expect(token).toHaveLength(43);
    const calendar = await fetch(`${api.base}/calendar/${token}.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(calendar.headers.get('cache-control')).toBe('no-store');
    const text = await calendar.text();
    expect(text).toContain(`UID:${date.id}@koester`);
    expect(text).toContain('SUMMARY:');
    expect(text).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
    expect(text).toMatch(/DTSTART;VALUE=DATE:2024022\d/);

    // A change shows at the next look.
    await api.call('PATCH', `/people/${person.id}`, { token: alice, body: { name: 'Anna Maria' } });
    expect(await (await fetch(`${api.base}/calendar/${token}.ics`)).text()).toContain('Anna Maria');

    const renewed = await api.call('POST', '/calendar-feed', { token: alice });
    expect(renewed.body.url).not.toBe(feed.body.url);
    expect((await fetch(`${api.base}/calendar/${token}.ics`)).status).toBe(404);
    await api.call('DELETE', '/calendar-feed', { token: alice });
    const newToken = /\/calendar\/([\w-]+)\.ics$/.exec(renewed.body.url)![1]!;
    expect((await fetch(`${api.base}/calendar/${newToken}.ics`)).status).toBe(404);
    expect((await fetch(`${api.base}/calendar/nothing.ics`)).status).toBe(404);
  });

  it('hands the user everything it keeps about them, and deletes it all with the account', async () => {
    const carolUser = { sub: 'user-carol-account', email: 'carol-account@example.test', name: 'Carol' };
    const carol = api.token(carolUser);
    await api.call('POST', '/profiles', { token: carol, body: { name: 'Carol', email: carolUser.email } });
    const { body: person } = await api.call('POST', '/people', {
      token: carol,
      body: { name: 'Daan', likes: ['Tea'] },
    });
    await api.call('POST', `/people/${person.id}/dates`, {
      token: carol,
      body: { kind: 'birthday', day: 1, month: 8, recurrence: 'yearly' },
    });
    await api.call('POST', `/people/${person.id}/gift-ideas`, { token: carol, body: { title: 'Teapot' } });
    const { body: list } = await api.call('POST', '/wishlists', { token: carol, body: { name: 'Carol’s list' } });
    await api.call('POST', `/wishlists/${list.id}/items`, { token: carol, body: { title: 'Scarf' } });
    const named = await api.call('POST', '/feedback', {
      token: carol,
      body: { title: 'Dark mode', description: 'Please add a dark mode for evenings.', type: 'feature' },
    });
    const anonymous = await api.call('POST', '/feedback', {
      token: carol,
      body: { title: 'Slow page', description: 'The list is slow on my phone.', type: 'bug', is_anonymous: true },
    });
    await api.call('POST', `/feedback/${anonymous.body.id}/comments`, { token: bob, body: { content: 'Same here' } });
    await api.call('POST', `/feedback/${anonymous.body.id}/vote`, { token: carol, body: { upvote: true } });
    // Carol reserves on Bob's list.
    const { body: bobList } = await api.call('POST', '/wishlists', { token: bob, body: { name: 'Bob’s list' } });
    const { body: bobDetail } = await api.call('POST', `/wishlists/${bobList.id}/items`, {
      token: bob,
      body: { title: 'Book' },
    });
    const { body: link } = await api.call('POST', `/wishlists/${bobList.id}/share-links`, { token: bob, body: {} });
    const itemId = bobDetail.items[0].id;
    expect(
      (await api.call('POST', `/public/wishlists/${link.token}/items/${itemId}/claim`, { token: carol })).status,
    ).toBe(200);

    const exported = await fetch(`${api.base}/account/export`, { headers: { Authorization: `Bearer ${carol}` } });
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="koester-2026-06-10.json"');
    const file = (await exported.json()) as any;
    expect(file).toMatchObject({
      format: 'koester-export/1',
      account: { user_id: carolUser.sub, email: carolUser.email, plan: 'free' },
      profile: { name: 'Carol' },
      people: [
        {
          name: 'Daan',
          likes: ['Tea'],
          dates: [{ kind: 'birthday', lead_days: [1] }],
          gift_ideas: [{ title: 'Teapot' }],
        },
      ],
      wishlists: [{ name: 'Carol’s list', items: [{ title: 'Scarf' }] }],
      reservations_made: [{ title: 'Book' }],
    });
    expect(file.feedback.map((f: { title: string }) => f.title).sort()).toEqual(['Dark mode', 'Slow page']);
    expect(file.votes).toHaveLength(1);
    expect(JSON.stringify(file)).not.toContain('token-');
    expect(file.mail_settings).not.toHaveProperty('unsubscribe_token');

    expect((await api.call('DELETE', '/account', { token: carol })).status).toBe(204);
    // Signed out everywhere: the token is refused from now on.
    expect((await api.call('GET', '/people', { token: carol })).status).toBe(401);
    for (const table of [
      'people',
      'wishlists',
      'profiles',
      'checkout_sessions',
      'feedback_votes',
      'mail_settings',
    ] as const) {
      const column = table === 'wishlists' ? 'profile_id' : 'user_id';
      const rows = await api.db
        .selectFrom(table)
        .select(column as never)
        .where(column as never, '=', carolUser.sub as never)
        .execute();
      expect(rows, table).toEqual([]);
    }
    // The named item is gone; the anonymous one stays, tied to nobody, with Bob's comment.
    expect((await api.call('GET', `/feedback/${named.body.id}`)).status).toBe(404);
    const kept = await api.db
      .selectFrom('feedback')
      .select(['user_id', 'upvotes'])
      .where('id', '=', anonymous.body.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ user_id: DELETED_AUTHOR, upvotes: 0 });
    expect((await api.call('GET', `/feedback/${anonymous.body.id}/comments`)).body).toHaveLength(1);
    // Bob's book is free again.
    const shared = await api.call('GET', `/public/wishlists/${link.token}`, { token: bob });
    expect(shared.status).toBe(200);
    const bobItems = await api.db
      .selectFrom('wishlist_claims')
      .select('item_id')
      .where('item_id', '=', itemId)
      .execute();
    expect(bobItems).toEqual([]);
    // The user-pool account's deletion is queued, with the data's deletion.
    const jobs = await api.db
      .selectFrom('pgboss.job' as never)
      .select(['data' as never])
      .where('name' as never, '=', QUEUES.deletePoolAccount as never)
      .execute();
    expect(jobs).toEqual([{ data: { userId: carolUser.sub } }]);
  });

  // PGlite serves one connection at a time: two transactions cannot meet there.
  if (backend === 'postgres') {
    it('deletes the account when PostgreSQL aborts the deletion as a deadlock’s victim, by running it again', async () => {
      const daveUser = { sub: 'user-dave-account', email: 'dave-account@example.test', name: 'Dave' };
      const dave = api.token(daveUser);
      await api.call('POST', '/profiles', { token: dave, body: { name: 'Dave', email: daveUser.email } });
      const { body: item } = await api.call('POST', '/feedback', {
        token: dave,
        body: { title: 'Gift wrapping', description: 'Wrap the gifts I order through a shop.', type: 'feature' },
      });
      await api.call('POST', `/feedback/${item.id}/comments`, { token: dave, body: { content: 'With ribbons.' } });
      /** Whether the deletion's statement that removes the user's items waits for a lock. */
      const deletionWaits = async () =>
        (
          await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database() AND query LIKE 'delete from "feedback" %'`.execute(
            api.db,
          )
        ).rows[0]!.n === 1;
      /** Deadlocks PostgreSQL has broken in this database (its statistics, sent by each server process when idle). */
      const deadlocks = async () =>
        (
          await sql<{ n: number }>`SELECT deadlocks::int AS n FROM pg_stat_database
            WHERE datname = current_database()`.execute(api.db)
        ).rows[0]!.n;
      const deadlocksBefore = await deadlocks();

      // A comment digest of the item (portal/digests.ts), step by step: its digest row holds the item against
      // deletion; the deletion meanwhile takes Dave's comment and waits for the item; the digest then asks for the
      // item's comments. A circle, which PostgreSQL breaks by aborting the one that waited first: the deletion.
      let deletion: ReturnType<typeof api.call> | undefined;
      await api.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('feedback_digests')
          .values({ feedback_id: item.id, covers_from: sql`now()`, covers_to: sql`now()` })
          .returning('id')
          .executeTakeFirstOrThrow();
        deletion = api.call('DELETE', '/account', { token: dave });
        // Soon after it starts waiting: PostgreSQL looks for a circle once, a second (deadlock_timeout) into a wait.
        const until = Date.now() + 10_000;
        while (!(await deletionWaits())) {
          if (Date.now() > until) throw new Error('the deletion never waited for the item');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await trx
          .updateTable('feedback_comments')
          .set({ digest_id: id })
          .where('feedback_id', '=', item.id)
          .where('digest_id', 'is', null)
          .execute();
      });

      expect((await deletion!).status).toBe(204);
      // The circle was there, and broken by aborting the deletion, which then ran again.
      await eventually(async () => (await deadlocks()) === deadlocksBefore + 1, 'one deadlock broken', 20_000);
      expect((await api.call('GET', `/feedback/${item.id}`)).status).toBe(404);
      for (const table of ['profiles', 'feedback_comments', 'feedback_followers'] as const) {
        const rows = await api.db.selectFrom(table).select('user_id').where('user_id', '=', daveUser.sub).execute();
        expect(rows, table).toEqual([]);
      }
    });
  }
});
