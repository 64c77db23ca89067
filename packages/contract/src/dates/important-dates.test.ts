import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate, type LocalDate } from '@koester/contract/dates/calendar-date';
import {
  isValidImportantDate,
  nextOccurrence,
  occurrenceInYear,
  turningAge,
  upcomingWithin,
  type ImportantDate,
} from './important-dates';

const date = (iso: string): LocalDate => parseIsoDate(iso) ?? { year: Number.NaN, month: 0, day: 0 };
const yearly = (month: number, day: number, year: number | null = null): ImportantDate => ({
  day,
  month,
  year,
  recurrence: 'yearly',
});
const once = (iso: string): ImportantDate => ({ ...date(iso), recurrence: 'once' });
const leapDayBirthday = yearly(2, 29);
const iso = (day: LocalDate | null) => (day ? formatIsoDate(day) : null);

describe('isValidImportantDate', () => {
  it('accepts real days, and 29 February without a year or in a leap year', () => {
    for (const valid of [
      yearly(1, 5),
      yearly(12, 31, 1990),
      leapDayBirthday,
      yearly(2, 29, 2024),
      yearly(2, 29, 2000),
      once('2027-06-12'),
      once('2024-02-29'),
    ])
      expect(isValidImportantDate(valid), JSON.stringify(valid)).toBe(true);
  });

  it('refuses days that do not exist, a once date without a year and unknown recurrences', () => {
    const invalidDates: ImportantDate[] = [
      yearly(4, 31),
      yearly(2, 30),
      yearly(2, 29, 2023),
      yearly(2, 29, 2100),
      yearly(13, 1),
      yearly(0, 1),
      yearly(1, 0),
      yearly(1, 32),
      yearly(1, 1.5),
      yearly(1, 1, 0),
      { day: 31, month: 4, year: 2026, recurrence: 'once' },
      { day: 12, month: 6, year: null, recurrence: 'once' },
      { day: 12, month: 6, year: null, recurrence: 'monthly' as 'once' },
      { day: 12, month: 6, recurrence: 'yearly' } as unknown as ImportantDate,
    ];
    for (const invalid of invalidDates) expect(isValidImportantDate(invalid), JSON.stringify(invalid)).toBe(false);
  });
});

describe('occurrenceInYear', () => {
  it('puts a yearly date on the same day and month', () => {
    expect(occurrenceInYear(yearly(1, 5), 2026)).toEqual(date('2026-01-05'));
    expect(occurrenceInYear(yearly(12, 31, 1980), 2030)).toEqual(date('2030-12-31'));
  });

  it('puts 29 February on 28 February in years without one', () => {
    expect(iso(occurrenceInYear(leapDayBirthday, 2024))).toBe('2024-02-29');
    expect(iso(occurrenceInYear(leapDayBirthday, 2025))).toBe('2025-02-28');
    expect(iso(occurrenceInYear(leapDayBirthday, 2000))).toBe('2000-02-29');
    expect(iso(occurrenceInYear(leapDayBirthday, 2100))).toBe('2100-02-28');
    const bornOnLeapDay = yearly(2, 29, 2024);
    expect(iso(occurrenceInYear(bornOnLeapDay, 2024))).toBe('2024-02-29');
    expect(iso(occurrenceInYear(bornOnLeapDay, 2027))).toBe('2027-02-28');
    expect(iso(occurrenceInYear(bornOnLeapDay, 2028))).toBe('2028-02-29');
  });

  it('does not put a yearly date before its year, nor a once date outside it', () => {
    const wedding = yearly(6, 12, 2020);
    expect(occurrenceInYear(wedding, 2019)).toBeNull();
    expect(iso(occurrenceInYear(wedding, 2020))).toBe('2020-06-12');
    expect(iso(occurrenceInYear(wedding, 2021))).toBe('2021-06-12');
    const party = once('2027-06-12');
    expect(occurrenceInYear(party, 2026)).toBeNull();
    expect(iso(occurrenceInYear(party, 2027))).toBe('2027-06-12');
    expect(occurrenceInYear(party, 2028)).toBeNull();
  });

  it('refuses a date that is not valid', () => {
    expect(() => occurrenceInYear(yearly(4, 31), 2026)).toThrow(RangeError);
    expect(() => occurrenceInYear(yearly(2, 29, 2023), 2024)).toThrow(RangeError);
  });
});

describe('nextOccurrence', () => {
  it('is today when the date is today, else the coming one, next year once it passed', () => {
    const birthday = yearly(7, 15, 1986);
    expect(iso(nextOccurrence(birthday, date('2026-07-15')))).toBe('2026-07-15');
    expect(iso(nextOccurrence(birthday, date('2026-07-14')))).toBe('2026-07-15');
    expect(iso(nextOccurrence(birthday, date('2026-07-16')))).toBe('2027-07-15');
    expect(iso(nextOccurrence(yearly(1, 5), date('2026-12-20')))).toBe('2027-01-05');
  });

  it('finds a leap-day birthday on 28 February or 29 February, whichever the year has', () => {
    expect(iso(nextOccurrence(leapDayBirthday, date('2026-01-01')))).toBe('2026-02-28');
    expect(iso(nextOccurrence(leapDayBirthday, date('2026-02-28')))).toBe('2026-02-28');
    expect(iso(nextOccurrence(leapDayBirthday, date('2027-03-01')))).toBe('2028-02-29');
    expect(iso(nextOccurrence(leapDayBirthday, date('2028-02-29')))).toBe('2028-02-29');
    expect(iso(nextOccurrence(leapDayBirthday, date('2028-03-01')))).toBe('2029-02-28');
    expect(iso(nextOccurrence(leapDayBirthday, date('2099-03-01')))).toBe('2100-02-28');
  });

  it('waits for the year of a yearly date that has not begun', () => {
    expect(iso(nextOccurrence(yearly(6, 12, 2030), date('2026-08-01')))).toBe('2030-06-12');
    expect(iso(nextOccurrence(yearly(6, 12, 2026), date('2026-08-01')))).toBe('2027-06-12');
  });

  it('gives a once date until it has passed, then null', () => {
    const party = once('2027-06-12');
    expect(iso(nextOccurrence(party, date('2026-01-01')))).toBe('2027-06-12');
    expect(iso(nextOccurrence(party, date('2027-06-12')))).toBe('2027-06-12');
    expect(nextOccurrence(party, date('2027-06-13'))).toBeNull();
    expect(nextOccurrence(party, date('2030-01-01'))).toBeNull();
  });
});

describe('turningAge', () => {
  it('counts the years since the date year', () => {
    expect(turningAge(yearly(7, 15, 1986), date('2026-07-15'))).toBe(40);
    expect(turningAge(yearly(2, 29, 2024), date('2025-02-28'))).toBe(1);
    expect(turningAge(yearly(6, 12, 2020), date('2020-06-12'))).toBe(0);
  });

  it('is null without a year, and before the year', () => {
    expect(turningAge(leapDayBirthday, date('2026-02-28'))).toBeNull();
    expect(turningAge(yearly(6, 12, 2030), date('2026-06-12'))).toBeNull();
  });
});

describe('upcomingWithin', () => {
  const people = [
    { name: 'Noor', ...yearly(1, 2) },
    { name: 'Sam', ...yearly(12, 30, 1990) },
    { name: 'Party', ...once('2026-12-28') },
    { name: 'Old party', ...once('2025-12-29') },
    { name: 'Broken', ...yearly(4, 31) },
    { name: 'Lou', ...yearly(12, 30) },
    { name: 'Later', ...yearly(1, 5) },
  ];

  it('lists the dates coming round in the window, soonest first, across the year end', () => {
    const upcoming = upcomingWithin(people, date('2026-12-28'), 7);
    expect(upcoming.map(({ date: { name }, occurrence, daysUntil }) => [name, iso(occurrence), daysUntil])).toEqual([
      ['Party', '2026-12-28', 0],
      ['Sam', '2026-12-30', 2],
      ['Lou', '2026-12-30', 2],
      ['Noor', '2027-01-02', 5],
    ]);
  });

  it('counts both ends of the window', () => {
    expect(upcomingWithin(people, date('2026-12-28'), 8).map(({ date: { name } }) => name)).toContain('Later');
    expect(upcomingWithin(people, date('2026-12-28'), 0).map(({ date: { name } }) => name)).toEqual(['Party']);
    expect(upcomingWithin(people, date('2026-12-29'), 0)).toEqual([]);
  });
});
