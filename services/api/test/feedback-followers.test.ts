import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { commentDigests } from '../src/portal/digests.ts';
import { commentRepository } from '../src/repositories/comment-repository.ts';
import { portalFanOut } from '../src/portal/fan-out.ts';
import { createJobQueue, QUEUES, type JobQueue } from '../src/jobs/job-queue.ts';
import { requeueStuck } from '../src/mail/outbox.ts';
import { eventually, recordingMailer, startBackground, testClock } from './support/reminder-rig.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const carol = { sub: 'user-carol', email: 'carol@example.test', name: 'Carol' };

describe.each(BACKENDS)('following and portal mail on %s', (backend) => {
  let api: TestApi;
  let background: Awaited<ReturnType<typeof startBackground>>;
  let routesQueue: JobQueue;
  const clock = testClock('2026-06-10T10:00:00Z');
  const mailer = recordingMailer();

  beforeAll(async () => {
    api = await startTestApi(
      backend,
      { mail: { ...loadConfig({}).mail, digestGatherSeconds: 0 } },
      undefined,
      undefined,
      {
        clock,
        // The routes queue their jobs (status fan-out, digests) on the test API's own database.
        background: async (database, databaseUrl) => {
          routesQueue = createJobQueue(database, { databaseUrl, onError: () => undefined });
          await routesQueue.start();
          return { queue: routesQueue, tick: async () => 0 };
        },
      },
    );
    background = await startBackground(api.database, api.databaseUrl, clock, mailer);
    for (const user of [USERS.alice, USERS.bob, carol, USERS.admin]) {
      await api.call('POST', '/profiles', { token: api.token(user), body: { name: user.name, email: user.email } });
    }
  });
  afterAll(async () => {
    await background.stop();
    await api.close();
  });

  /** The mails about one item (other tests' items may still be mailing: their digests come when due). */
  const mailsAbout = (title: string) => mailer.sent.filter((mail) => mail.subject.includes(title));

  const post = async (user: typeof carol, title: string, anonymous = false) =>
    (
      await api.call('POST', '/feedback', {
        token: api.token(user),
        body: { title, description: 'A description long enough.', type: 'feature', is_anonymous: anonymous },
      })
    ).body;

  it('has the author, up-voters and commenters follow; an unfollow sticks; the list answers only to the follower', async () => {
    const item = await post(USERS.alice, 'Dark mode for the app');
    const bob = api.token(USERS.bob);
    const alice = api.token(USERS.alice);
    await api.call('POST', `/feedback/${item.id}/vote`, { token: bob, body: { upvote: true } });
    await api.call('POST', `/feedback/${item.id}/comments`, {
      token: api.token(carol),
      body: { content: 'Yes please' },
    });

    for (const user of [USERS.alice, USERS.bob, carol]) {
      const { body } = await api.call('GET', `/feedback/${item.id}`, { token: api.token(user) });
      expect(body.following, user.name).toBe(true);
    }
    const { body: visitorView } = await api.call('GET', `/feedback/${item.id}`);
    expect(visitorView.following).toBe(false);

    expect((await api.call('DELETE', `/feedback/${item.id}/follow`, { token: bob })).body).toEqual({
      following: false,
    });
    // Voting again (down, then up) does not follow again: the choice stands.
    await api.call('POST', `/feedback/${item.id}/vote`, { token: bob, body: { upvote: false } });
    await api.call('POST', `/feedback/${item.id}/vote`, { token: bob, body: { upvote: true } });
    expect((await api.call('GET', `/feedback/${item.id}`, { token: bob })).body.following).toBe(false);

    const following = await api.call('GET', '/feedback?mine=following&status=open', { token: alice });
    expect(following.body.items.map((i: { id: string }) => i.id)).toContain(item.id);
    expect((await api.call('GET', '/feedback?mine=following', { token: bob })).body.items).toEqual([]);
    expect((await api.call('GET', '/feedback?mine=following')).status).toBe(401);
  });

  it('mails each follower once in their language when the status changes, with the note; not the admin', async () => {
    const item = await post(USERS.alice, 'Export to calendar');
    // The site sends the page's language with every change: Alice last used it in French.
    await api.call('PUT', `/feedback/${item.id}/follow`, {
      token: api.token(USERS.alice),
      headers: { 'Accept-Language': 'fr' },
    });
    await api.call('POST', `/feedback/${item.id}/vote`, { token: api.token(USERS.bob), body: { upvote: true } });
    await api.call('POST', `/feedback/${item.id}/vote`, { token: api.token(USERS.admin), body: { upvote: true } });
    const tooLong = await api.call('PUT', `/feedback/${item.id}/status`, {
      token: api.token(USERS.admin),
      body: { status: 'in_progress', note: 'x'.repeat(1001) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.details.fields.note.code).toBe('STATUS_NOTE_TOO_LONG');

    const changed = await api.call('PUT', `/feedback/${item.id}/status`, {
      token: api.token(USERS.admin),
      body: { status: 'in_progress', note: 'Planned for the spring release.' },
    });
    expect(changed.status).toBe(200);
    await eventually(() => mailsAbout('Export to calendar').length === 2, 'two status mails');
    const mails = mailsAbout('Export to calendar');
    expect(mails.map((mail) => mail.to).sort()).toEqual([USERS.alice.email, USERS.bob.email]);
    const french = mails.find((mail) => mail.to === USERS.alice.email)!;
    expect(french.language).toBe('fr');
    expect(french.subject).toBe('« Export to calendar » est maintenant : En cours');
    expect(french.text).toContain('est passé de « Ouvert » à « En cours ».');
    // French puts a no-break space before a colon, in the mail's own text too.
    expect(french.text).toContain('Un mot de l’équipe Koester\u00a0:\nPlanned for the spring release.');
    expect(french.text).toMatch(/Voir sur le portail de feedback\u00a0: http\S+\?lang=fr/);
    expect(french.unsubscribeUrl).toContain('kind=portal');
    expect(french.text).toContain(`feedback=${item.id}`);
    // Nothing more comes: each follower once.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailsAbout('Export to calendar')).toHaveLength(2);
  });

  it('stops one item’s mail, or all portal mail, from the links in a mail', async () => {
    const item = await post(USERS.bob, 'Birthday widgets');
    await api.call('POST', `/feedback/${item.id}/vote`, { token: api.token(carol), body: { upvote: true } });
    await api.call('PUT', `/feedback/${item.id}/status`, {
      token: api.token(USERS.admin),
      body: { status: 'completed' },
    });
    await eventually(() => mailsAbout('Birthday widgets').length === 2, 'two status mails');
    const carolMail = mailsAbout('Birthday widgets').find((mail) => mail.to === carol.email)!;
    const stopItem = carolMail.text.match(/https?:\/\/\S+feedback=[\w-]+/)![0];
    const token = new URL(stopItem).searchParams.get('token')!;
    const stopped = await api.call('POST', `/mail/unsubscribe?token=${token}&kind=portal&feedback=${item.id}`);
    expect(stopped.body).toEqual({ kind: 'portal', feedback: item.id, stopped: true });
    const bobToken = new URL(
      mailsAbout('Birthday widgets').find((mail) => mail.to === USERS.bob.email)!.unsubscribeUrl,
    ).searchParams.get('token')!;
    await api.call('POST', `/mail/unsubscribe?token=${bobToken}&kind=portal`);

    await api.call('PUT', `/feedback/${item.id}/status`, { token: api.token(USERS.admin), body: { status: 'open' } });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsAbout('Birthday widgets')).toHaveLength(2);

    // With all portal mail stopped, no item says Bob follows it, nor lists it as followed ...
    const bob = api.token(USERS.bob);
    const following = async () => (await api.call('GET', `/feedback/${item.id}`, { token: bob })).body.following;
    const followedIds = async () =>
      (await api.call('GET', '/feedback?mine=following', { token: bob })).body.items.map(
        (listed: { id: string }) => listed.id,
      );
    expect(await following()).toBe(false);
    expect(await followedIds()).not.toContain(item.id);
    // ... and pressing Follow again brings the portal's mail back, as the unsubscribe page says.
    expect((await api.call('PUT', `/feedback/${item.id}/follow`, { token: bob })).body).toEqual({ following: true });
    expect(await following()).toBe(true);
    expect(await followedIds()).toContain(item.id);
    await api.call('PUT', `/feedback/${item.id}/status`, {
      token: api.token(USERS.admin),
      body: { status: 'in_progress' },
    });
    await eventually(() => mailsAbout('Birthday widgets').length === 3, 'Bob’s mail again');
    expect(mailsAbout('Birthday widgets')[2]!.to).toBe(USERS.bob.email);
    // Stopped again, as the tests below expect.
    await api.call('POST', `/mail/unsubscribe?token=${bobToken}&kind=portal`);
  });

  it('sends a comment digest of others’ comments, at most one an hour per item', async () => {
    const item = await post(carol, 'Shared calendars');
    await api.call('POST', `/feedback/${item.id}/comments`, {
      token: api.token(USERS.alice),
      body: { content: 'Great idea' },
    });
    await eventually(() => mailsAbout('Shared calendars').length === 1, 'a digest to the author');
    const [digest] = mailsAbout('Shared calendars');
    expect(digest!.to).toBe(carol.email);
    expect(digest!.text).toContain('Great idea');
    // Alice follows now too (she commented), but gets nothing about her own comment, and a second comment within the
    // hour waits for the next digest.
    await api.call('POST', `/feedback/${item.id}/comments`, {
      token: api.token(USERS.bob),
      body: { content: 'Agreed' },
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(mailsAbout('Shared calendars')).toHaveLength(1);

    // An hour later the waiting digest runs (here: the previous digest moved an hour back, and the job's work run
    // directly): Bob's comment goes to the author and to Alice, and nothing to Bob.
    await sql`UPDATE feedback_digests SET created_at = now() - interval '61 minutes' WHERE feedback_id = ${item.id}`.execute(
      api.database.db,
    );
    const digests = commentDigests(api.database.db, routesQueue, portalFanOut(api.database.db, routesQueue, 1000), {
      gatherSeconds: 0,
    });
    expect(await digests.run(item.id)).not.toBeNull();
    await eventually(() => mailsAbout('Shared calendars').length === 3, 'the next digest to the author and Alice');
    const next = mailsAbout('Shared calendars').slice(1);
    expect(next.map((mail) => mail.to).sort()).toEqual([USERS.alice.email, carol.email]);
    for (const mail of next) {
      expect(mail.text).toContain('Agreed');
      expect(mail.text).not.toContain('Great idea');
    }
  });

  it('puts a comment that was stamped before a digest but stored after it into the next digest', async () => {
    const item = await post(carol, 'Gift reminders by text');
    await api.call('POST', `/feedback/${item.id}/comments`, {
      token: api.token(USERS.alice),
      body: { content: 'Texts would help me' },
    });
    await eventually(() => mailsAbout('Gift reminders by text').length === 1, 'the first digest to the author');
    // A comment whose transaction began before that digest was made and ended after it: its time is before the
    // digest's newest comment. A digest that took a span of time would never send it.
    await sql`INSERT INTO feedback_comments (feedback_id, user_id, content, is_admin, created_at)
      SELECT ${item.id}, ${USERS.bob.sub}, 'Late but here', false, covers_to - interval '1 second'
      FROM feedback_digests WHERE feedback_id = ${item.id}`.execute(api.database.db);
    await sql`UPDATE feedback_digests SET created_at = now() - interval '61 minutes' WHERE feedback_id = ${item.id}`.execute(
      api.database.db,
    );
    const digests = commentDigests(api.database.db, routesQueue, portalFanOut(api.database.db, routesQueue, 1000), {
      gatherSeconds: 0,
    });
    expect(await digests.run(item.id)).not.toBeNull();
    await eventually(
      () => mailsAbout('Gift reminders by text').length === 3,
      'the next digest to the author and Alice',
    );
    for (const mail of mailsAbout('Gift reminders by text').slice(1)) {
      expect(mail.text).toContain('Late but here');
      expect(mail.text).not.toContain('Texts would help me');
    }
    // Taken once: nothing is left for another digest.
    await sql`UPDATE feedback_digests SET created_at = now() - interval '61 minutes' WHERE feedback_id = ${item.id}`.execute(
      api.database.db,
    );
    expect(await digests.run(item.id)).toBeNull();
  });

  it('stores a comment, or a merge, only with its digest’s job, so no comment goes untold', async () => {
    const item = await post(carol, 'Gift budgets');
    const duplicate = await post(carol, 'Budgets for gifts');
    const digestJobs = () =>
      api.db
        .selectFrom('pgboss.job' as never)
        .select('singleton_key' as never)
        .where('name' as never, '=', QUEUES.commentDigest as never)
        .where('singleton_key' as never, '=', item.id as never)
        .execute();
    // The queue fails to take the digest's job, as a database failing between the two writes would.
    const within = routesQueue.within;
    routesQueue.within = () => ({
      executeSql: () => Promise.reject(new Error('the queue is out of reach')),
    });
    try {
      const comment = await api.call('POST', `/feedback/${item.id}/comments`, {
        token: api.token(USERS.alice),
        body: { content: 'Lost without its digest' },
      });
      expect(comment.status).toBe(500);
      const merge = await api.call('POST', `/feedback/${duplicate.id}/merge`, {
        token: api.token(USERS.admin),
        body: { into: item.id },
      });
      expect(merge.status).toBe(500);
    } finally {
      routesQueue.within = within;
    }
    // Neither was kept.
    expect((await api.call('GET', `/feedback/${item.id}/comments`)).body).toEqual([]);
    expect((await api.call('GET', `/feedback/${duplicate.id}`)).body.merged_into).toBeNull();
    expect(await digestJobs()).toEqual([]);

    const comment = await api.call('POST', `/feedback/${item.id}/comments`, {
      token: api.token(USERS.alice),
      body: { content: 'Told in the next digest' },
    });
    expect(comment.status).toBe(201);
    expect(await digestJobs()).toHaveLength(1);
  });

  it('keeps a stored comment, vote or item when noting the language after it fails, so a retry does not repeat it', async () => {
    const fay = { sub: 'user-fay', email: 'fay@example.test', name: 'Fay' };
    const token = api.token(fay);
    await api.call('POST', '/profiles', { token, body: { name: fay.name, email: fay.email } });
    const item = await post(carol, 'Wrapping paper');
    // The database aborts every write to Fay's mail settings as it aborts a deadlock's victim.
    const db = api.database.db;
    try {
      await sql`CREATE OR REPLACE FUNCTION refuse_fays_settings() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$`.execute(db);
      await sql`CREATE TRIGGER refuse_fays_settings BEFORE INSERT OR UPDATE ON mail_settings FOR EACH ROW
                WHEN (NEW.user_id = 'user-fay') EXECUTE FUNCTION refuse_fays_settings()`.execute(db);
      const headers = { 'Accept-Language': 'fr' };
      const comment = await api.call('POST', `/feedback/${item.id}/comments`, {
        token,
        headers,
        body: { content: 'Recycled, please' },
      });
      expect(comment.status).toBe(201);
      const vote = await api.call('POST', `/feedback/${item.id}/vote`, { token, headers, body: { upvote: true } });
      expect(vote.status).toBe(200);
      expect(vote.body.user_vote).toBe('upvote');
      const own = await api.call('POST', '/feedback', {
        token,
        headers,
        body: { title: 'Ribbons too', description: 'A description long enough.', type: 'feature' },
      });
      expect(own.status).toBe(201);
      expect((await api.call('PUT', `/feedback/${item.id}/follow`, { token, headers })).status).toBe(200);
    } finally {
      await sql`DROP TRIGGER IF EXISTS refuse_fays_settings ON mail_settings`.execute(db);
      await sql`DROP FUNCTION IF EXISTS refuse_fays_settings()`.execute(db);
    }
    const comments = (await api.call('GET', `/feedback/${item.id}/comments`)).body;
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['Recycled, please']);
    expect((await api.call('GET', `/feedback/${item.id}`)).body).toMatchObject({ upvotes: 1, comment_count: 1 });
    // Not noted (a digest mail to Fay may have made her settings since, in the default language).
    const settings = await db.selectFrom('mail_settings').select('language').where('user_id', '=', fay.sub).execute();
    expect(settings.map((row) => row.language)).not.toContain('fr');
    // The next change notes it.
    await api.call('PUT', `/feedback/${item.id}/follow`, { token, headers: { 'Accept-Language': 'fr' } });
    expect(
      await db.selectFrom('mail_settings').select('language').where('user_id', '=', fay.sub).executeTakeFirst(),
    ).toEqual({ language: 'fr' });
  });

  it('has a digest that starts while a comment is being stored wait for it, so the comment is in it', async () => {
    const item = await post(carol, 'Gift notes');
    const db = api.database.db;
    const digests = commentDigests(db, routesQueue, portalFanOut(db, routesQueue, 1000), { gatherSeconds: 0 });
    // A comment's transaction, held open once it has queued the digest (a job that was already waiting takes no new
    // one: the digest then runs for both).
    let queued!: () => void;
    let commit!: () => void;
    const inside = new Promise<void>((resolve) => (queued = resolve));
    const gate = new Promise<void>((resolve) => (commit = resolve));
    const storing = commentRepository(db).create(
      { feedbackId: item.id, userId: USERS.alice.sub, content: 'Stored as the digest starts', isAdmin: false },
      async (trx) => {
        await digests.commented(item.id, trx);
        queued();
        await gate;
      },
    );
    await inside;
    let ran = false;
    const digest = digests.run(item.id).finally(() => (ran = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ran).toBe(false);
    commit();
    const { comment } = await storing;
    const digestId = await digest;
    expect(digestId).not.toBeNull();
    const stored = await db
      .selectFrom('feedback_comments')
      .select('digest_id')
      .where('id', '=', comment!.id)
      .executeTakeFirstOrThrow();
    expect(stored.digest_id).toBe(digestId);
  });

  // PGlite runs one transaction at a time: no lock is ever waited for there.
  if (backend === 'postgres') {
    it('has a digest give up waiting for an item held too long, and leave it to the queue’s retry', async () => {
      const item = await post(carol, 'Gift receipts');
      const db = api.database.db;
      // A comment with no job queued (the worker would take it): only the runs below take it.
      await commentRepository(db).create({
        feedbackId: item.id,
        userId: USERS.alice.sub,
        content: 'Waiting for its digest',
        isAdmin: false,
      });
      const options = { gatherSeconds: 0, lockWaitMs: 300 };
      const digests = commentDigests(db, routesQueue, portalFanOut(db, routesQueue, 1000), options);
      let locked!: () => void;
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const gate = new Promise<void>((resolve) => (release = resolve));
      // A transaction that holds the item's row, and does not let go.
      const holder = db.transaction().execute(async (trx) => {
        await trx.selectFrom('feedback').select('id').where('id', '=', item.id).forUpdate().execute();
        locked();
        await gate;
      });
      try {
        await holding;
        const started = Date.now();
        await expect(digests.run(item.id)).rejects.toMatchObject({ code: '55P03' });
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        release();
        await holder;
      }
      // Nothing was taken by the run that gave up: the retry takes the comment.
      const digestId = await digests.run(item.id);
      expect(digestId).not.toBeNull();
      const comments = await db.selectFrom('feedback_comments').select('digest_id').where('feedback_id', '=', item.id);
      expect(await comments.execute()).toEqual([{ digest_id: digestId }]);
    });
  }

  it('tells the kept item’s followers of a merged duplicate’s untold comments once, even after it is deleted', async () => {
    // Bob stopped all portal mail in an earlier test: Erin writes the kept item.
    const erin = { sub: 'user-erin', email: 'erin@example.test', name: 'Erin' };
    await api.call('POST', '/profiles', { token: api.token(erin), body: { name: erin.name, email: erin.email } });
    const duplicate = await post(carol, 'Wishlist folders');
    const kept = await post(erin, 'Folders for wishlists');
    const admin = api.token(USERS.admin);
    await api.call('POST', `/feedback/${duplicate.id}/comments`, {
      token: api.token(USERS.alice),
      body: { content: 'Told on the duplicate' },
    });
    await eventually(() => mailsAbout('Wishlist folders').length === 1, 'the duplicate’s digest to its author');
    // A comment no digest has taken yet (stored without its job), then the merge: the kept item's digest takes it.
    await sql`INSERT INTO feedback_comments (feedback_id, user_id, content, is_admin)
      VALUES (${duplicate.id}, ${USERS.alice.sub}, 'Not told yet', false)`.execute(api.database.db);
    const merged = await api.call('POST', `/feedback/${duplicate.id}/merge`, { token: admin, body: { into: kept.id } });
    expect(merged.status).toBe(200);
    // Erin (the kept item's author) and Carol (the duplicate's, following the kept item now); not Alice, who wrote it.
    // (The digest, then its mails: a minute allowed for a loaded machine.)
    await eventually(() => mailsAbout('Folders for wishlists').length === 2, 'the kept item’s digest', 60_000);
    for (const mail of mailsAbout('Folders for wishlists')) {
      expect(mail.text).toContain('Not told yet');
      expect(mail.text).not.toContain('Told on the duplicate');
    }
    // The duplicate deleted, its digests with it: what they told stays told.
    expect((await api.call('DELETE', `/feedback/${duplicate.id}`, { token: admin })).status).toBe(204);
    await sql`UPDATE feedback_digests SET created_at = now() - interval '61 minutes' WHERE feedback_id = ${kept.id}`.execute(
      api.database.db,
    );
    await api.call('POST', `/feedback/${kept.id}/comments`, {
      token: api.token(erin),
      body: { content: 'Newest word' },
    });
    await eventually(
      () => mailsAbout('Folders for wishlists').length === 4,
      'the next digest to Carol and Alice',
      60_000,
    );
    for (const mail of mailsAbout('Folders for wishlists').slice(2)) {
      expect(mail.text).toContain('Newest word');
      expect(mail.text).not.toContain('Not told yet');
      expect(mail.text).not.toContain('Told on the duplicate');
    }
  }, 150_000);

  it('never calls an anonymous author’s comment the team’s in a digest; a reader without settings gets Dutch', async () => {
    const dave = { sub: 'user-dave', email: 'dave@example.test', name: 'Dave' };
    await api.call('POST', '/profiles', { token: api.token(dave), body: { name: dave.name, email: dave.email } });
    // An admin who posted anonymously and then comments: the page shows "the author" without the team; so does mail.
    const item = await post(USERS.admin, 'Quiet plans', true);
    expect((await api.call('PUT', `/feedback/${item.id}/follow`, { token: api.token(dave) })).status).toBe(200);
    await sql`DELETE FROM mail_settings WHERE user_id = ${dave.sub}`.execute(api.database.db);
    await api.call('POST', `/feedback/${item.id}/comments`, {
      token: api.token(USERS.admin),
      body: { content: 'We will look into it.' },
    });
    await eventually(() => mailsAbout('Quiet plans').length === 1, 'a digest to Dave');
    const [digest] = mailsAbout('Quiet plans');
    expect(digest!.to).toBe(dave.email);
    expect(digest!.subject).toBe('Nieuwe reacties op “Quiet plans”');
    expect(digest!.text).toContain('We will look into it.');
    expect(digest!.text).toContain('Iemand');
    expect(digest!.text).not.toContain('Koester-team');
  });

  it('queues again a mail whose job ran out of retries, and sends it once', async () => {
    const item = await post(carol, 'Lost and found');
    const { id: changeId } = await api.database.db
      .insertInto('feedback_status_changes')
      .values({ feedback_id: item.id, old_status: 'open', new_status: 'in_progress', changed_by: USERS.admin.sub })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Its row, due 20 minutes ago, and no job any more.
    await sql`INSERT INTO portal_mails (kind, source_id, feedback_id, user_id, due_at)
              VALUES ('status', ${changeId}, ${item.id}, ${carol.sub}, now() - interval '20 minutes')`.execute(
      api.database.db,
    );
    const sweep = () =>
      requeueStuck(api.database.db, routesQueue, {
        table: 'portal_mails',
        dueColumn: 'due_at',
        queueName: QUEUES.portalMail,
        job: (mailId) => ({ mailId }),
      });
    await sweep();
    await eventually(() => mailsAbout('Lost and found').length === 1, 'the mail, sent after all');
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(mailsAbout('Lost and found')).toHaveLength(1);
  });

  it('keeps the mail rate when two status changes fan out at once: the second starts after the first', async () => {
    const rate = 2;
    const fanOut = portalFanOut(api.database.db, routesQueue, rate);
    const changes = [];
    for (const title of ['Rate kept one', 'Rate kept two']) {
      const item = await post(carol, title);
      await api.database.db
        .insertInto('feedback_followers')
        .values([1, 2, 3, 4, 5].map((n) => ({ feedback_id: item.id, user_id: `rate-reader-${n}` })))
        .execute();
      const { id } = await api.database.db
        .insertInto('feedback_status_changes')
        .values({ feedback_id: item.id, old_status: 'open', new_status: 'in_progress', changed_by: USERS.admin.sub })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.push({ id, feedbackId: item.id as string });
    }
    const queued = await Promise.all(
      changes.map(({ id, feedbackId }) => fanOut.fanOut({ kind: 'status', sourceId: id, feedbackId, actorIds: [] })),
    );
    // Carol (the author) and five readers each.
    expect(queued).toEqual([6, 6]);
    const rows = await api.database.db
      .selectFrom('portal_mails')
      .select(['source_id', 'due_at'])
      .where(
        'source_id',
        'in',
        changes.map((change) => change.id),
      )
      .execute();
    const first = Math.min(...rows.map((row) => new Date(row.due_at).getTime()));
    const perSecond = new Map<number, number>();
    for (const row of rows) {
      const second = Math.floor((new Date(row.due_at).getTime() - first) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    expect(Math.max(...perSecond.values())).toBe(rate);
    // Each change's mails in seconds of their own: one after the other.
    const [early, late] = changes.map(({ id }) =>
      rows.filter((row) => row.source_id === id).map((row) => new Date(row.due_at).getTime()),
    );
    const [before, after] = Math.min(...early!) < Math.min(...late!) ? [early!, late!] : [late!, early!];
    expect(Math.min(...after)).toBeGreaterThan(Math.max(...before));
  });

  it('keeps an anonymous author out of every answer while they follow', async () => {
    const item = await post(USERS.alice, 'Anonymous wish', true);
    for (const token of [undefined, api.token(USERS.bob), api.token(USERS.admin)]) {
      const list = await api.call('GET', '/feedback?limit=100', { token });
      const answers = [
        (await api.call('GET', `/feedback/${item.id}`, { token })).body,
        list.body.items.find((entry: { id: string }) => entry.id === item.id),
        (await api.call('GET', `/feedback/${item.id}/comments`, { token })).body,
        (await api.call('GET', '/feedback/roadmap', { token })).body,
      ];
      expect(answers[1]).toBeDefined();
      for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(USERS.alice.sub);
    }
  });

  it('finds "email" with "e-mail" and "crème" with "creme", and lists my votes and my items', async () => {
    const accented = await post(USERS.bob, 'Crème brûlée recipes in e-mails');
    const search = async (q: string) =>
      (await api.call('GET', `/feedback?q=${encodeURIComponent(q)}&limit=100`)).body.items.map(
        (i: { id: string }) => i.id,
      );
    expect(await search('creme')).toContain(accented.id);
    expect(await search('CRÈME brulee')).toContain(accented.id);
    expect(await search('emails')).toContain(accented.id);
    expect(await search('e-mails')).toContain(accented.id);
    expect(await search('crepe')).not.toContain(accented.id);

    await api.call('POST', `/feedback/${accented.id}/vote`, { token: api.token(carol), body: { upvote: false } });
    const votes = await api.call('GET', '/feedback?mine=votes&limit=100', { token: api.token(carol) });
    expect(votes.body.items.map((i: { id: string }) => i.id)).toContain(accented.id);
    const items = await api.call('GET', '/feedback?mine=items&limit=100', { token: api.token(USERS.bob) });
    expect(items.body.items.every((i: { is_own: boolean }) => i.is_own)).toBe(true);
    expect(items.body.items.map((i: { id: string }) => i.id)).toContain(accented.id);
  });
});
