import {
  compareLocalDates,
  daysBetween,
  daysInMonth,
  isValidLocalDate,
  YEAR_RANGE,
  type LocalDate,
} from '@koester/contract/dates/calendar-date';

/** 'yearly' comes back every year (a birthday, an anniversary); 'once' happens on one day only (a party). */
export const RECURRENCES = ['yearly', 'once'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** A day that matters to a user. `year` may be null for a yearly date: a birthday whose year nobody knows. */
export type ImportantDate = { day: number; month: number; year: number | null; recurrence: Recurrence };

/** A date with its coming occurrence and how many days away that is (0 = today). */
type Upcoming<T extends ImportantDate> = { date: T; occurrence: LocalDate; daysUntil: number };

/** Any leap year: 29 February exists in it, so a date without a year is checked as if it fell in one. */
const A_LEAP_YEAR = 2000;

/**
 * True for a date that can happen: a real calendar day, with a known recurrence. A 'once' date needs its year.
 * Without a year, 29 February is valid (a birthday on a leap day); with one, only in a leap year (29 February 2024,
 * not 2023). 31 April and 30 February never are.
 */
export function isValidImportantDate(date: ImportantDate): boolean {
  if (!RECURRENCES.includes(date.recurrence)) return false;
  if (date.year === null) return date.recurrence === 'yearly' && isValidLocalDate({ ...date, year: A_LEAP_YEAR });
  return isValidLocalDate({ year: date.year, month: date.month, day: date.day });
}

function assertValid(date: ImportantDate): void {
  if (!isValidImportantDate(date)) throw new RangeError(`Not a valid important date: ${JSON.stringify(date)}`);
}

/**
 * The day the date falls on in a year, or null when it does not happen that year.
 * - A yearly date falls on the same day and month every year; 29 February falls on 28 February in a year without one
 *   (the birthday is still celebrated, on the last day of February).
 * - A yearly date with a year does not happen before that year: a wedding in 2020 first comes round in 2020.
 * - A 'once' date happens only on its own date.
 * Throws a RangeError for a date that is not valid (isValidImportantDate).
 */
export function occurrenceInYear(date: ImportantDate, year: number): LocalDate | null {
  assertValid(date);
  if (!Number.isInteger(year) || year < YEAR_RANGE.min || year > YEAR_RANGE.max) return null;
  if (date.year !== null && (date.recurrence === 'once' ? year !== date.year : year < date.year)) return null;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}

/**
 * The first day on or after `today` the date falls on (today itself counts), or null when it will not happen again
 * (a 'once' date that is past). Throws a RangeError for a date that is not valid.
 */
export function nextOccurrence(date: ImportantDate, today: LocalDate): LocalDate | null {
  const firstYear = Math.max(today.year, date.year ?? today.year);
  // A yearly date happens every year, so this year's or next year's is the one; a 'once' date in its own year.
  for (let year = firstYear; year <= firstYear + 1; year++) {
    const occurrence = occurrenceInYear(date, year);
    if (occurrence && compareLocalDates(occurrence, today) >= 0) return occurrence;
  }
  return null;
}

/**
 * How old someone turns, or how many years a couple is married, on an occurrence: the years since the date's year
 * ("turns 40"). Null without a year, and for an occurrence before the year.
 */
export function turningAge(date: ImportantDate, occurrence: LocalDate): number | null {
  if (date.year === null || occurrence.year < date.year) return null;
  return occurrence.year - date.year;
}

/**
 * The dates that come round within `days` days of `today` (0 = today only, 7 = today and the week after), each with
 * its occurrence and how many days away it is, soonest first; dates on the same day keep their order in the list.
 * Dates that are not valid are left out, so one bad record cannot hide the others.
 */
export function upcomingWithin<T extends ImportantDate>(
  dates: readonly T[],
  today: LocalDate,
  days: number,
): Upcoming<T>[] {
  const upcoming: Upcoming<T>[] = [];
  for (const date of dates) {
    if (!isValidImportantDate(date)) continue;
    const occurrence = nextOccurrence(date, today);
    if (!occurrence) continue;
    const daysUntil = daysBetween(today, occurrence);
    if (daysUntil <= days) upcoming.push({ date, occurrence, daysUntil });
  }
  return upcoming.sort((a, b) => a.daysUntil - b.daysUntil);
}
