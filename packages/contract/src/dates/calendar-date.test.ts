import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareLocalDates,
  daysBetween,
  daysInMonth,
  epochDay,
  formatIsoDate,
  fromEpochDay,
  isLeapYear,
  isValidLocalDate,
  parseIsoDate,
  type LocalDate,
} from './calendar-date';

const date = (iso: string): LocalDate => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`Bad date in test: ${iso}`);
  return parsed;
};

/** Any real day in the years a date may have. */
const anyDate = fc
  .integer({ min: epochDay({ year: 1, month: 1, day: 1 }), max: epochDay({ year: 9999, month: 12, day: 31 }) })
  .map(fromEpochDay);

describe('leap years', () => {
  it('are every fourth year, but not whole centuries unless they divide by 400', () => {
    expect([2024, 2028, 2000, 2400, 1600, 4].map(isLeapYear)).toEqual([true, true, true, true, true, true]);
    expect([2023, 2025, 2026, 2100, 1900, 2200, 1].map(isLeapYear)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('give February 29 days, other years 28', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(Array.from({ length: 12 }, (_, index) => daysInMonth(2026, index + 1))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});

describe('isValidLocalDate', () => {
  it('accepts real calendar days, 29 February only in a leap year', () => {
    for (const valid of [
      { year: 2026, month: 1, day: 1 },
      { year: 2026, month: 12, day: 31 },
      { year: 2026, month: 4, day: 30 },
      { year: 2024, month: 2, day: 29 },
      { year: 2000, month: 2, day: 29 },
      { year: 1, month: 1, day: 1 },
      { year: 9999, month: 12, day: 31 },
    ])
      expect(isValidLocalDate(valid), JSON.stringify(valid)).toBe(true);
  });

  it('refuses days that do not exist and numbers out of range', () => {
    for (const invalid of [
      { year: 2026, month: 4, day: 31 },
      { year: 2024, month: 2, day: 30 },
      { year: 2023, month: 2, day: 29 },
      { year: 2100, month: 2, day: 29 },
      { year: 2026, month: 0, day: 1 },
      { year: 2026, month: 13, day: 1 },
      { year: 2026, month: 1, day: 0 },
      { year: 2026, month: 1, day: 32 },
      { year: 0, month: 1, day: 1 },
      { year: 10000, month: 1, day: 1 },
      { year: 2026.5, month: 1, day: 1 },
      { year: 2026, month: 1.5, day: 1 },
      { year: 2026, month: 1, day: Number.NaN },
    ])
      expect(isValidLocalDate(invalid), JSON.stringify(invalid)).toBe(false);
  });
});

describe('counting days', () => {
  it('starts at 1 January 1970 and agrees with the platform calendar', () => {
    expect(epochDay({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(epochDay({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(fromEpochDay(0)).toEqual({ year: 1970, month: 1, day: 1 });
    fc.assert(
      fc.property(anyDate, (day) => {
        const utc = new Date(0);
        utc.setUTCFullYear(day.year, day.month - 1, day.day);
        expect(epochDay(day)).toBe(utc.getTime() / 86_400_000);
        expect(fromEpochDay(epochDay(day))).toEqual(day);
        expect(isValidLocalDate(day)).toBe(true);
      }),
    );
  });

  it('adds days across month, year and leap-day ends', () => {
    expect(addDays(date('2026-01-05'), -21)).toEqual(date('2025-12-15'));
    expect(addDays(date('2026-12-31'), 1)).toEqual(date('2027-01-01'));
    expect(addDays(date('2024-02-28'), 1)).toEqual(date('2024-02-29'));
    expect(addDays(date('2023-02-28'), 1)).toEqual(date('2023-03-01'));
    expect(addDays(date('2100-02-28'), 1)).toEqual(date('2100-03-01'));
    expect(addDays(date('2000-02-28'), 1)).toEqual(date('2000-02-29'));
    expect(addDays(date('2024-03-01'), -1)).toEqual(date('2024-02-29'));
    expect(addDays(date('2026-04-30'), 0)).toEqual(date('2026-04-30'));
    expect(addDays(date('2026-03-01'), 365)).toEqual(date('2027-03-01'));
  });

  it('counts whole calendar days between dates, also across daylight-saving changes', () => {
    expect(daysBetween(date('2026-03-28'), date('2026-03-30'))).toBe(2); // Europe's spring change on the 29th
    expect(daysBetween(date('2026-10-24'), date('2026-10-26'))).toBe(2); // and the autumn one on the 25th
    expect(daysBetween(date('2026-12-31'), date('2027-01-05'))).toBe(5);
    expect(daysBetween(date('2027-01-05'), date('2026-12-31'))).toBe(-5);
    expect(daysBetween(date('2026-07-15'), date('2026-07-15'))).toBe(0);
    expect(daysBetween(date('2024-01-01'), date('2025-01-01'))).toBe(366);
    expect(daysBetween(date('2100-01-01'), date('2101-01-01'))).toBe(365);
    fc.assert(
      fc.property(anyDate, fc.integer({ min: -5000, max: 5000 }), (from, days) => {
        const to = addDays(from, days);
        expect(daysBetween(from, to)).toBe(days);
        expect(Math.sign(compareLocalDates(to, from))).toBe(Math.sign(days));
      }),
    );
  });

  it('sorts dates by day', () => {
    const dates = ['2026-12-01', '2025-12-31', '2026-01-31', '2026-01-05', '2026-01-05'].map(date);
    expect(dates.sort(compareLocalDates).map(formatIsoDate)).toEqual([
      '2025-12-31',
      '2026-01-05',
      '2026-01-05',
      '2026-01-31',
      '2026-12-01',
    ]);
  });
});

describe('ISO dates', () => {
  it('formats as YYYY-MM-DD with leading zeros', () => {
    expect(formatIsoDate({ year: 2026, month: 1, day: 5 })).toBe('2026-01-05');
    expect(formatIsoDate({ year: 2026, month: 12, day: 31 })).toBe('2026-12-31');
    expect(formatIsoDate({ year: 99, month: 3, day: 9 })).toBe('0099-03-09');
  });

  it('reads YYYY-MM-DD of a real day, and nothing else', () => {
    expect(parseIsoDate('2026-01-05')).toEqual({ year: 2026, month: 1, day: 5 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const text of [
      '2023-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '2026-1-5',
      '26-01-05',
      '2026/01/05',
      ' 2026-01-05',
      '2026-01-05 ',
      '2026-01-05T00:00',
      '+02026-01-05',
      '２０２６-01-05',
      '',
    ])
      expect(parseIsoDate(text), text).toBeNull();
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(anyDate, (day) => {
        expect(parseIsoDate(formatIsoDate(day))).toEqual(day);
      }),
    );
  });
});
