import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '@koester/db/testing/postgres-cluster';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { eventually, recordingMailer, seedDueReminders, startBackground, testClock } from './support/reminder-rig.ts';
import { BACKENDS, startTestApi, USERS, type TestApi } from './support/test-api.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(BACKENDS)('reminder mail on %s', (backend) => {
  let api: TestApi;
  let background: Awaited<ReturnType<typeof startBackground>>;
  const clock = testClock('2026-06-10T10:00:00Z');
  const mailer = recordingMailer();

  beforeAll(async () => {
    api = await startTestApi(backend, {}, undefined, undefined, { clock });
    background = await startBackground(api.database, api.databaseUrl, clock, mailer);
  });
  afterAll(async () => {
    await background.stop();
    await api.close();
  });

  it('sends a reminder at 08:00 in the user’s time zone and language, once, with what might please them', async () => {
    const alice = api.token(USERS.alice);
    await api.call('POST', '/profiles', { token: alice, body: { name: 'Alice', email: USERS.alice.email } });
    await api.call('PUT', '/reminder-settings', {
      token: alice,
      body: { language: 'nl', time_zone: 'Europe/Amsterdam' },
    });
    const { body: anna } = await api.call('POST', '/people', {
      token: alice,
      body: { name: 'Anna', likes: ['Pure chocolade', 'Jazz'] },
    });
    await api.call('POST', `/people/${anna.id}/gift-ideas`, {
      token: alice,
      body: { title: 'Concertkaartjes', url: 'https://tickets.example/jazz' },
    });
    await api.call('POST', `/people/${anna.id}/dates`, {
      token: alice,
      body: { kind: 'birthday', day: 15, month: 6, year: 1986, recurrence: 'yearly', lead_days: [1] },
    });

    // 07:59 in Amsterdam on 14 June: not yet.
    clock.set('2026-06-14T05:59:00Z');
    expect(await background.scheduler.tick()).toBe(0);
    await wait(1500);
    expect(mailer.sent).toHaveLength(0);

    clock.set('2026-06-14T06:00:00Z');
    expect(await background.scheduler.tick()).toBe(1);
    await eventually(() => mailer.sent.length === 1, 'the reminder');
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      to: USERS.alice.email,
      language: 'nl',
      subject: 'De verjaardag van Anna is morgen',
      unsubscribeUrl: expect.stringMatching(
        /^https:\/\/api\.koester\.test\/prod\/mail\/unsubscribe\?token=.+&kind=reminders&lang=nl$/,
      ),
    });
    expect(mail!.text).toContain('maandag 15 juni 2026');
    expect(mail!.text).toContain('Anna wordt 40.');
    expect(mail!.text).toContain('- Pure chocolade');
    expect(mail!.text).toContain('- Concertkaartjes (https://tickets.example/jazz)');
    // The site's pages open in the mail's language.
    expect(mail!.text).toContain(`https://koester.test/people/${anna.id}?lang=nl`);
    expect(mail!.html).toContain('<a href="https://tickets.example/jazz">Concertkaartjes</a>');

    // Ticking again, on this instance or at the same minute, sends nothing more; next year's is scheduled.
    expect(await background.scheduler.tick()).toBe(0);
    await wait(1500);
    expect(mailer.sent).toHaveLength(1);
    const next = await api.db.selectFrom('date_reminders').select(['next_occurrence', 'next_send_at']).execute();
    expect(next).toContainEqual({ next_occurrence: '2027-06-15', next_send_at: new Date('2027-06-14T06:00:00Z') });
  });

  it('stops reminder mail with the one-click unsubscribe, without signing in', async () => {
    const bob = api.token(USERS.bob);
    await api.call('POST', '/profiles', { token: bob, body: { name: 'Bob', email: USERS.bob.email } });
    clock.set('2026-06-10T10:00:00Z');
    const { body: person } = await api.call('POST', '/people', { token: bob, body: { name: 'Cas' } });
    await api.call('POST', `/people/${person.id}/dates`, {
      token: bob,
      body: { kind: 'name_day', day: 20, month: 6, recurrence: 'yearly', lead_days: [0] },
    });
    const { body: settings } = await api.call('GET', '/reminder-settings', { token: bob });
    expect(settings.reminder_emails).toBe(true);
    const row = await api.db
      .selectFrom('mail_settings')
      .select('unsubscribe_token')
      .where('user_id', '=', USERS.bob.sub)
      .executeTakeFirstOrThrow();
    // Opened in a browser, the header's link leads on to the site's page, in the mail's language, and stops nothing.
    const opened = await fetch(`${api.base}/mail/unsubscribe?token=${row.unsubscribe_token}&kind=reminders&lang=fr`, {
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(
      new RegExp(`/unsubscribe\\?token=${row.unsubscribe_token}&kind=reminders&lang=fr$`),
    );
    expect((await api.call('GET', '/reminder-settings', { token: bob })).body.reminder_emails).toBe(true);
    // A mail program posts the form of RFC 8058: multipart, as it asks (here for the portal's mail) ...
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const multipart = await fetch(`${api.base}/mail/unsubscribe?token=${row.unsubscribe_token}&kind=portal&lang=fr`, {
      method: 'POST',
      body: form,
    });
    expect(multipart.status).toBe(200);
    expect(await multipart.json()).toEqual({ kind: 'portal', feedback: null, stopped: true });
    // ... or urlencoded, as it allows.
    const oneClick = await fetch(`${api.base}/mail/unsubscribe?token=${row.unsubscribe_token}&kind=reminders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ kind: 'reminders', feedback: null, stopped: true });
    expect((await api.call('POST', '/mail/unsubscribe?token=nobody&kind=reminders')).status).toBe(404);
    expect((await api.call('GET', '/reminder-settings', { token: bob })).body.reminder_emails).toBe(false);

    const before = mailer.sent.length;
    clock.set('2026-06-20T06:00:00Z');
    await background.scheduler.tick();
    await eventually(
      async () =>
        (await api.db.selectFrom('reminder_deliveries').select('status').where('user_id', '=', USERS.bob.sub).execute())
          .map((d) => d.status)
          .join() === 'skipped',
      'the skipped delivery',
    );
    expect(mailer.sent).toHaveLength(before);
  });
});

describe.each(BACKENDS)('reminders across restarts on %s', (backend) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'koester-reminders-'));
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    databaseUrl = backend === 'postgres' ? await freshDatabase(inject('postgresUrl')) : undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const open = () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dir, 'data') });

  it('sends every reminder queued before an instance stopped, once, after it starts again', async () => {
    const clock = testClock('2026-06-14T06:05:00Z');
    const first = await open();
    await migrate(first.db);
    await seedDueReminders(first.db, 'user-restart', 40, new Date('2026-06-14T06:00:00Z'));
    // It hands the reminders out (the mail jobs are in the queue), then stops before sending any.
    const stopping = await startBackground(first, databaseUrl, clock, recordingMailer(), { workers: false });
    expect(await stopping.scheduler.tick()).toBe(40);
    await stopping.stop();
    await first.close();

    const second = await open();
    const mailer = recordingMailer();
    const again = await startBackground(second, databaseUrl, clock, mailer);
    expect(await again.scheduler.tick()).toBe(0);
    await eventually(() => mailer.sent.length >= 40, 'the 40 reminders', 60_000);
    await wait(1500);
    expect(mailer.sent).toHaveLength(40);
    expect(new Set(mailer.sent.map((m) => m.subject)).size).toBe(40);
    await again.stop();
    await second.close();
  });
});

describe('reminders with two API instances on postgres', () => {
  it('hands out and sends each due reminder once, whichever instance ticks and works', async () => {
    const databaseUrl = await freshDatabase(inject('postgresUrl'));
    const [one, two] = [await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl })];
    await migrate(one.db);
    await seedDueReminders(one.db, 'user-two-instances', 300, new Date('2026-06-14T06:00:00Z'));
    const clock = testClock('2026-06-14T06:00:00Z');
    const [mailOne, mailTwo] = [recordingMailer(), recordingMailer()];
    const a = await startBackground(one, databaseUrl, clock, mailOne);
    const b = await startBackground(two, databaseUrl, clock, mailTwo);
    // Both tick at the same moment, twice over: the rows one holds, the other skips.
    const due = await Promise.all([a.scheduler.tick(), b.scheduler.tick(), a.scheduler.tick(), b.scheduler.tick()]);
    expect(due.reduce((sum, n) => sum + n, 0)).toBe(300);
    await eventually(() => mailOne.sent.length + mailTwo.sent.length >= 300, 'the 300 reminders', 60_000);
    await wait(2000);
    const subjects = [...mailOne.sent, ...mailTwo.sent].map((m) => m.subject);
    expect(subjects).toHaveLength(300);
    expect(new Set(subjects).size).toBe(300);
    // Both instances took their share of the mail jobs.
    expect(mailOne.sent.length).toBeGreaterThan(0);
    expect(mailTwo.sent.length).toBeGreaterThan(0);
    for (const instance of [a, b]) await instance.stop();
    for (const database of [one, two]) await database.close();
  });
});
