import { describe, expect, it } from 'vitest';
import { dayMonthText, languageName, monthNames, occurrenceText, reminderTimeText } from './date-text';

describe('date texts', () => {
  it('writes a coming date short, in the page’s language, with the year only when it is not this year', () => {
    expect(occurrenceText('2026-06-12', 'en', 2026)).toBe('Fri 12 June');
    expect(occurrenceText('2026-06-12', 'nl', 2026)).toBe('vr 12 juni');
    expect(occurrenceText('2026-06-12', 'fr', 2026)).toBe('ven. 12 juin');
    expect(occurrenceText('2027-01-05', 'en', 2026)).toBe('Tue, 5 January 2027');
  });

  it('writes a stored date with or without its year, 29 February included', () => {
    expect(dayMonthText({ day: 12, month: 6, year: 1986 }, 'nl')).toBe('12 juni 1986');
    expect(dayMonthText({ day: 29, month: 2, year: null }, 'en')).toBe('29 February');
    expect(dayMonthText({ day: 1, month: 8, year: null }, 'fr')).toBe('1 août');
  });

  it('names the months and the mail language for the page', () => {
    expect(monthNames('nl')).toHaveLength(12);
    expect(monthNames('nl')[2]).toBe('maart');
    expect(monthNames('fr')[11]).toBe('décembre');
    expect(languageName('nl', 'nl')).toBe('Nederlands');
    expect(languageName('nl', 'en')).toBe('Dutch');
    expect(languageName('fr', 'fr')).toBe('français');
    expect(reminderTimeText('nl')).toBe('08:00');
  });
});
