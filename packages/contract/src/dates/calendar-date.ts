/**
 * A day on the calendar, without a time or a place: a birthday, the day a reminder goes out. Months and days count
 * from 1, as people write them (5 January 2026 is `{ year: 2026, month: 1, day: 5 }`).
 */
export type LocalDate = { year: number; month: number; day: number };

/** The years a date may have: the four digits of the ISO form ('YYYY-MM-DD'). */
export const YEAR_RANGE = { min: 1, max: 9999 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Gregorian leap years: every fourth year, except whole centuries that are not a multiple of 400 (2000 is, 2100 not). */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** The number of days in a month (1–12) of a year: February has 29 in a leap year. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** True for a real calendar day with whole numbers in range: not 31 April, 30 February, or 29 February 2023. */
export function isValidLocalDate(date: LocalDate): boolean {
  const { year, month, day } = date;
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= YEAR_RANGE.min &&
    year <= YEAR_RANGE.max &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/**
 * The number of days from 1 January 1970 to the date (negative before). Counted on the calendar alone, with whole
 * numbers, so no daylight-saving change or time zone can make a day 23 or 25 hours long, and years below 100 are not
 * read as 19xx the way Date.UTC reads them. (The "days from civil" count of the proleptic Gregorian calendar.)
 */
export function epochDay(date: LocalDate): number {
  const year = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * ((date.month + 9) % 12) + 2) / 5) + date.day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date a number of days after 1 January 1970 (the reverse of epochDay). */
export function fromEpochDay(days: number): LocalDate {
  const shifted = days + 719468;
  const era = Math.floor(shifted / 146097);
  const dayOfEra = shifted - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** The date `days` calendar days later (earlier when negative), across month and year ends. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return fromEpochDay(epochDay(date) + days);
}

/**
 * Whole calendar days from `from` to `to`: positive when `to` is later ("in 5 days"), 0 on the same day, negative when
 * it is past. A daylight-saving change in between does not matter: days are counted on the calendar, not in hours.
 */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return epochDay(to) - epochDay(from);
}

/** Negative when `a` comes before `b`, 0 on the same day, positive after: for Array.prototype.sort. */
export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The date as 'YYYY-MM-DD' (ISO 8601), with leading zeros: `{ year: 2026, month: 1, day: 5 }` → '2026-01-05'. */
export function formatIsoDate(date: LocalDate): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/**
 * Reads 'YYYY-MM-DD' (exactly that form, as an `<input type="date">` and the API send it) into a date; null when the
 * text has another form or names no real day ('2023-02-29', '2026-04-31').
 */
export function parseIsoDate(text: string): LocalDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidLocalDate(date) ? date : null;
}
