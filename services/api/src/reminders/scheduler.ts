import { sql, type Kysely } from 'kysely';
import { compareLocalDates, formatIsoDate, parseIsoDate } from '@koester/contract/dates/calendar-date';
import type { Recurrence } from '@koester/contract/dates/important-dates';
import { nextReminder, type LeadDays } from '@koester/contract/dates/reminders';
import { localDateAt } from '@koester/contract/dates/time-zones';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { QUEUES, type JobQueue } from '../jobs/job-queue.ts';
import { requeueStuck } from '../mail/outbox.ts';
import { DEFAULT_TIME_ZONE } from './schedule.ts';

/** How many due reminders one transaction takes on. */
const BATCH = 500;

interface DueRow {
  date_id: string;
  lead_days: LeadDays;
  user_id: string;
  next_occurrence: string;
  next_send_at: Date;
  day: number;
  month: number;
  year: number | null;
  recurrence: Recurrence;
  time_zone: string;
}

/**
 * Turns due reminders into mail jobs. Each batch is one transaction: the due rows are locked (rows another instance
 * holds are skipped, not waited for), a delivery is recorded for each (its unique key makes a second one impossible),
 * the mail job is queued in the same transaction, and each reminder moves on to its next occurrence. Any number of
 * instances may tick at once; each reminder is handed out once.
 *
 * A reminder found late (the API was down at 08:00) still goes out the same day, up to the occurrence itself; one
 * whose occurrence has passed is not sent (nobody wants to hear of a birthday the day after).
 */
export function reminderScheduler(
  db: Kysely<Database>,
  queue: JobQueue,
  clock: Clock,
  onProblem: (error: Error, dateId: string) => void = () => {},
) {
  /**
   * A reminder's fate this tick: sent if its occurrence is still to come (today included), and its next one. A stored
   * date or time zone that is no longer understood (a zone a newer time-zone database dropped) is left unscheduled
   * and reported, rather than stopping every other user's reminders.
   */
  function plan(row: DueRow, now: Date) {
    try {
      const occurrence = parseIsoDate(row.next_occurrence);
      const fresh = occurrence !== null && compareLocalDates(localDateAt(now, row.time_zone), occurrence) <= 0;
      return { row, fresh, next: nextReminder(row, row.lead_days, row.time_zone, row.next_send_at) };
    } catch (error) {
      onProblem(error as Error, row.date_id);
      return { row, fresh: false, next: null };
    }
  }

  async function batch(now: Date): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<DueRow>`
        SELECT r.date_id, r.lead_days, r.user_id, r.next_occurrence::text AS next_occurrence, r.next_send_at,
               d.day, d.month, d.year, d.recurrence, coalesce(s.time_zone, ${DEFAULT_TIME_ZONE}) AS time_zone
        FROM date_reminders r
        JOIN important_dates d ON d.id = r.date_id
        LEFT JOIN mail_settings s ON s.user_id = r.user_id
        WHERE r.next_send_at <= ${now}
        ORDER BY r.next_send_at
        LIMIT ${BATCH}
        FOR UPDATE OF r SKIP LOCKED`.execute(trx);
      if (rows.length === 0) return 0;
      const planned = rows.map((row) => plan(row, now));
      const fresh = planned.filter((p) => p.fresh).map((p) => p.row);
      const deliveries = fresh.length
        ? await trx
            .insertInto('reminder_deliveries')
            .values(
              fresh.map((row) => ({
                date_id: row.date_id,
                lead_days: row.lead_days,
                occurrence: row.next_occurrence,
                user_id: row.user_id,
              })),
            )
            .onConflict((oc) => oc.columns(['date_id', 'lead_days', 'occurrence']).doNothing())
            .returning('id')
            .execute()
        : [];
      const next = planned.map((p) => p.next);
      await sql`
        UPDATE date_reminders r
        SET next_occurrence = v.occurrence::date, next_send_at = v.send_at::timestamptz
        FROM (SELECT unnest(${rows.map((r) => r.date_id)}::uuid[]) AS date_id,
                     unnest(${rows.map((r) => r.lead_days)}::smallint[]) AS lead_days,
                     unnest(${next.map((n) => (n ? formatIsoDate(n.occurrence) : null))}::text[]) AS occurrence,
                     unnest(${next.map((n) => n?.sendAt.toISOString() ?? null)}::text[]) AS send_at) v
        WHERE r.date_id = v.date_id AND r.lead_days = v.lead_days`.execute(trx);
      if (deliveries.length) {
        await queue.boss.insert(
          QUEUES.reminderMail,
          deliveries.map(({ id }) => ({ data: { deliveryId: id } })),
          { db: queue.within(trx) },
        );
      }
      return rows.length;
    });
  }

  return {
    /** Hands out every reminder due now; returns how many were due. */
    async tick(): Promise<number> {
      await requeueStuck(db, queue, {
        table: 'reminder_deliveries',
        dueColumn: 'created_at',
        queueName: QUEUES.reminderMail,
        job: (deliveryId) => ({ deliveryId }),
      });
      const now = clock.now();
      let total = 0;
      for (let taken = BATCH; taken === BATCH; total += taken) taken = await batch(now);
      return total;
    },
  };
}

export type ReminderScheduler = ReturnType<typeof reminderScheduler>;
