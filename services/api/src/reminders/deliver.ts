import { sql, type Kysely } from 'kysely';
import { daysBetween, parseIsoDate } from '@koester/contract/dates/calendar-date';
import { turningAge } from '@koester/contract/dates/important-dates';
import { localDateAt } from '@koester/contract/dates/time-zones';
import { toLanguage } from '@koester/contract/i18n/languages';
import type { DateKind } from '@koester/contract/validation/date-rules';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { reminderMail } from '../mail/reminder-mail.ts';
import type { MailLinks } from '../mail/mail-links.ts';
import { SendingElsewhere, sendClaimed, STALE_SENDING } from '../mail/outbox.ts';
import { DEFAULT_TIME_ZONE } from './schedule.ts';

interface DeliveryFacts {
  id: string;
  lead_days: number;
  occurrence: string;
  user_id: string;
  kind: DateKind;
  label: string | null;
  day: number;
  month: number;
  year: number | null;
  recurrence: 'yearly' | 'once';
  person_id: string;
  person_name: string;
  likes: string[];
  email: string | null;
  language: string | null;
  time_zone: string | null;
  unsubscribe_token: string | null;
  opted_out: boolean;
}

/**
 * Sends one reminder mail. The delivery row is claimed first ('queued' → 'sending'), so a job handed out twice sends
 * once; it is 'sent' once the mail server took the mail. A failure puts it back to 'queued' and rethrows: pg-boss
 * retries the job later. While another instance holds it ('sending'), the job fails and is retried, and takes the
 * delivery over once that instance has been silent for STALE_SENDING (it died). A date removed since, a user without
 * an address or who stopped reminder mail, an occurrence already past: 'skipped'. The mail says how far off the
 * date is on the day it is sent (a late one says "today", not "tomorrow").
 */
export function reminderDelivery(db: Kysely<Database>, mailer: Mailer, links: MailLinks, clock: Clock) {
  const setStatus = (id: string, status: 'queued' | 'sent' | 'skipped') =>
    db
      .updateTable('reminder_deliveries')
      .set({ status, ...(status === 'sent' ? { sent_at: new Date() } : {}) })
      .where('id', '=', id)
      .execute();

  return async function deliver(deliveryId: string): Promise<'sent' | 'skipped' | 'not-mine'> {
    const { rows } = await sql<DeliveryFacts>`
      WITH claimed AS (
        UPDATE reminder_deliveries SET status = 'sending', attempt_at = now()
        WHERE id = ${deliveryId}
          AND (status = 'queued' OR (status = 'sending' AND attempt_at < now() - ${STALE_SENDING}::interval))
        RETURNING id, date_id, lead_days, occurrence::text AS occurrence, user_id)
      SELECT c.id, c.lead_days, c.occurrence, c.user_id, d.kind, d.label, d.day, d.month, d.year, d.recurrence,
             p.id AS person_id, p.name AS person_name, p.likes, pr.email, s.language, s.time_zone, s.unsubscribe_token,
             EXISTS (SELECT 1 FROM mail_optouts o WHERE o.user_id = c.user_id AND o.kind = 'reminders') AS opted_out
      FROM claimed c
      JOIN important_dates d ON d.id = c.date_id
      JOIN people p ON p.id = d.person_id
      LEFT JOIN profiles pr ON pr.user_id = c.user_id
      LEFT JOIN mail_settings s ON s.user_id = c.user_id`.execute(db);
    const facts = rows[0];
    if (!facts) {
      const row = await db
        .selectFrom('reminder_deliveries')
        .select('status')
        .where('id', '=', deliveryId)
        .executeTakeFirst();
      if (row?.status === 'sending') throw new SendingElsewhere(deliveryId);
      return 'not-mine';
    }
    const occurrence = parseIsoDate(facts.occurrence)!;
    const daysLeft = daysBetween(localDateAt(clock.now(), facts.time_zone ?? DEFAULT_TIME_ZONE), occurrence);
    if (facts.opted_out || !facts.email || !facts.unsubscribe_token || daysLeft < 0) {
      await setStatus(facts.id, 'skipped');
      return 'skipped';
    }
    const ideas = await db
      .selectFrom('gift_ideas')
      .select(['title', 'url'])
      .where('person_id', '=', facts.person_id)
      .orderBy('created_at')
      .execute();
    const language = toLanguage(facts.language);
    const mail = reminderMail({
      to: facts.email,
      language,
      personName: facts.person_name,
      kind: facts.kind,
      label: facts.label,
      occurrence,
      leadDays: daysLeft,
      turns: turningAge(facts, occurrence),
      likes: facts.likes,
      ideas,
      personUrl: links.person(facts.person_id, language),
      unsubscribePageUrl: links.unsubscribePage(facts.unsubscribe_token, 'reminders', undefined, language),
      unsubscribeUrl: links.oneClickUnsubscribe(facts.unsubscribe_token, 'reminders', undefined, language),
    });
    return sendClaimed(mailer, mail, (status) => setStatus(facts.id, status));
  };
}
