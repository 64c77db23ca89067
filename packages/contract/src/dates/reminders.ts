import { addDays, type LocalDate } from '@koester/contract/dates/calendar-date';
import { occurrenceInYear, type ImportantDate } from '@koester/contract/dates/important-dates';
import { instantAt, localDateAt, type LocalTime } from '@koester/contract/dates/time-zones';

/**
 * How many days before a date a reminder can come: on the day itself (0), the day before, 3 days, one, two or three
 * weeks before. A user picks any of these per date; no other lead time exists.
 */
export const LEAD_DAYS = [0, 1, 3, 7, 14, 21] as const;
export type LeadDays = (typeof LEAD_DAYS)[number];

/** Reminders arrive at 08:00 on the user's own clock: early enough to act on that day, never at night. */
export const REMINDER_TIME: LocalTime = { hour: 8, minute: 0 };

/** A reminder to send: for the date's occurrence on `occurrence`, at the instant `sendAt`. */
type Reminder = { occurrence: LocalDate; sendAt: Date };

/** True for one of the lead times in LEAD_DAYS. */
export function isLeadDays(value: unknown): value is LeadDays {
  return (LEAD_DAYS as readonly unknown[]).includes(value);
}

/**
 * When the reminder for an occurrence goes out: at 08:00 in the user's time zone (an IANA name, such as
 * 'Europe/Amsterdam'), `leadDays` calendar days before the occurrence (a three-week reminder for 5 January goes out on
 * 15 December the year before). On a day the clock skips 08:00 (it jumps forward for daylight saving), at the first
 * moment after the jump; on a day it shows 08:00 twice (it is set back), the first time.
 */
export function reminderSendAt(occurrence: LocalDate, leadDays: LeadDays, timeZone: string): Date {
  if (!isLeadDays(leadDays)) throw new RangeError(`Not a reminder lead time: ${String(leadDays)}`);
  return instantAt(addDays(occurrence, -leadDays), REMINDER_TIME, timeZone);
}

/**
 * The next reminder to send for a date: the first occurrence whose send moment (reminderSendAt) is strictly later
 * than `after`. Called again with `after` set to the `sendAt` it gave, it gives the one after that (next year's for a
 * yearly date). Null when there is none: a 'once' date whose reminder moment has passed.
 * Throws a RangeError for a date that is not valid, a lead time not in LEAD_DAYS or an unknown time zone.
 */
export function nextReminder(date: ImportantDate, leadDays: LeadDays, timeZone: string, after: Date): Reminder | null {
  if (!isLeadDays(leadDays)) throw new RangeError(`Not a reminder lead time: ${String(leadDays)}`);
  // A reminder goes out on or before its occurrence, so the occurrence is at the earliest around the day `after`
  // falls on: starting a year before is always early enough. A yearly date comes round every year, so the occurrence
  // three years on sends its reminder later than `after` whatever the lead time.
  const firstYear = Math.max(localDateAt(after, timeZone).year - 1, date.year ?? 0);
  for (let year = firstYear; year <= firstYear + 3; year++) {
    const occurrence = occurrenceInYear(date, year);
    if (!occurrence) continue;
    const sendAt = reminderSendAt(occurrence, leadDays, timeZone);
    if (sendAt.getTime() > after.getTime()) return { occurrence, sendAt };
  }
  return null;
}
