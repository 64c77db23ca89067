import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { mailLinks } from '../src/mail/mail-links.ts';
import { SendingElsewhere } from '../src/mail/outbox.ts';
import { reminderDelivery } from '../src/reminders/deliver.ts';
import { recordingMailer, seedDueReminders } from './support/reminder-rig.ts';
import { BACKENDS, startTestApi, type TestApi } from './support/test-api.ts';

describe.each(BACKENDS)('one reminder delivery on %s', (backend) => {
  let api: TestApi;
  let ids: string[];
  const links = mailLinks('https://koester.test', 'https://api.koester.test/prod');
  /** 08:00 in Amsterdam the day before the birthday (15 June). */
  const dayBefore = { now: () => new Date('2026-06-14T06:00:00Z') };

  beforeAll(async () => {
    api = await startTestApi(backend);
    await seedDueReminders(api.db, 'user-delivery', 3, new Date('2026-06-14T06:00:00Z'));
    const dates = await api.db.selectFrom('important_dates').select('id').execute();
    ids = [];
    for (const date of dates) {
      const row = await api.db
        .insertInto('reminder_deliveries')
        .values({ date_id: date.id, lead_days: 1, occurrence: '2026-06-15', user_id: 'user-delivery' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
  });
  afterAll(() => api.close());

  const status = async (id: string) =>
    (await api.db.selectFrom('reminder_deliveries').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  it('sends once when the same job is run twice at once', async () => {
    const mailer = recordingMailer();
    const deliver = reminderDelivery(api.db, mailer, links, dayBefore);
    const results = await Promise.allSettled([deliver(ids[0]!), deliver(ids[0]!)]);
    // One sends. The other finds it sent already ('not-mine'), or still being sent: it then fails, to be retried.
    const outcomes = results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).name)).sort();
    expect([
      ['not-mine', 'sent'],
      ['SendingElsewhere', 'sent'],
    ]).toContainEqual(outcomes);
    expect(await deliver(ids[0]!)).toBe('not-mine');
    expect(mailer.sent).toHaveLength(1);
    expect(await status(ids[0]!)).toBe('sent');
  });

  it('words a late mail by the day it is sent: on the birthday itself, "today"', async () => {
    const late = await api.db
      .insertInto('reminder_deliveries')
      .values({
        date_id: (await api.db.selectFrom('important_dates').select('id').executeTakeFirstOrThrow()).id,
        lead_days: 1,
        occurrence: '2027-06-15',
        user_id: 'user-delivery',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mailer = recordingMailer();
    const onTheDay = { now: () => new Date('2027-06-15T09:00:00Z') };
    expect(await reminderDelivery(api.db, mailer, links, onTheDay)(late.id)).toBe('sent');
    expect(mailer.sent[0]!.subject).toBe('Friend 1’s birthday is today');
  });

  it('puts a delivery back when the mail server refuses it, so the retry sends it', async () => {
    const deliver = reminderDelivery(
      api.db,
      recordingMailer(() => true),
      links,
      dayBefore,
    );
    await expect(deliver(ids[1]!)).rejects.toThrow('refused');
    expect(await status(ids[1]!)).toBe('queued');
    const mailer = recordingMailer();
    expect(await reminderDelivery(api.db, mailer, links, dayBefore)(ids[1]!)).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
  });

  it('leaves a delivery another instance is sending alone, and takes it over once that instance is gone', async () => {
    await api.db
      .updateTable('reminder_deliveries')
      .set({ status: 'sending', attempt_at: new Date() })
      .where('id', '=', ids[2]!)
      .execute();
    const mailer = recordingMailer();
    const deliver = reminderDelivery(api.db, mailer, links, dayBefore);
    await expect(deliver(ids[2]!)).rejects.toThrow(SendingElsewhere);
    await sql`UPDATE reminder_deliveries SET attempt_at = now() - interval '3 minutes' WHERE id = ${ids[2]!}`.execute(
      api.db,
    );
    expect(await deliver(ids[2]!)).toBe('sent');
    expect(mailer.sent).toHaveLength(1);
  });
});
