import { formatIsoDate } from '@koester/contract/dates/calendar-date';
import type { ImportantDate } from '@koester/contract/dates/important-dates';
import { nextReminder, type LeadDays } from '@koester/contract/dates/reminders';
import type { ReminderPlan } from '../repositories/important-date-repository.ts';

/** Where reminders go when a user has set no time zone: Koester is Dutch-first. */
export const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

/**
 * The reminders of a date from `after` on: for each lead time, the next occurrence whose mail is still to go out and
 * when it goes out. A reminder whose moment has already passed when it is set waits for the next occurrence: nobody
 * gets a mail about a moment that was over before they asked (docs/decisions.md "Reminders").
 */
export function reminderPlans(
  date: ImportantDate,
  leadDays: readonly LeadDays[],
  timeZone: string,
  after: Date,
): ReminderPlan[] {
  return leadDays.map((lead) => {
    const next = nextReminder(date, lead, timeZone, after);
    return {
      lead_days: lead,
      next_occurrence: next ? formatIsoDate(next.occurrence) : null,
      next_send_at: next?.sendAt ?? null,
    };
  });
}
