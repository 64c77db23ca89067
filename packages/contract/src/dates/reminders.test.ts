import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatIsoDate, parseIsoDate, type LocalDate } from '@koester/contract/dates/calendar-date';
import { isValidImportantDate, occurrenceInYear, type ImportantDate } from '@koester/contract/dates/important-dates';
import { isLeadDays, LEAD_DAYS, nextReminder, reminderSendAt, type LeadDays } from './reminders';

const date = (iso: string): LocalDate => parseIsoDate(iso) ?? { year: Number.NaN, month: 0, day: 0 };
const sendAt = (occurrence: string, leadDays: LeadDays, timeZone: string) =>
  reminderSendAt(date(occurrence), leadDays, timeZone).toISOString();
const yearly = (month: number, day: number, year: number | null = null): ImportantDate => ({
  day,
  month,
  year,
  recurrence: 'yearly',
});
const once = (iso: string): ImportantDate => ({ ...date(iso), recurrence: 'once' });
/** A reminder as '<occurrence> <sendAt>', to compare at a glance. */
const shown = (reminder: { occurrence: LocalDate; sendAt: Date } | null) =>
  reminder && `${formatIsoDate(reminder.occurrence)} ${reminder.sendAt.toISOString()}`;

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The zone's clock at an instant, as 'YYYY-MM-DD HH:MM:SS', by the platform's own formatting (Swedish writes ISO). */
const clock = (instant: Date, timeZone: string) => {
  const options = { timeZone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'medium' } as const;
  const formatter = clocks.get(timeZone) ?? new Intl.DateTimeFormat('sv-SE', options);
  clocks.set(timeZone, formatter);
  return formatter.format(instant);
};

describe('lead times', () => {
  it('are the day itself, the day before, 3 days, one, two and three weeks', () => {
    expect(LEAD_DAYS).toEqual([0, 1, 3, 7, 14, 21]);
    for (const lead of LEAD_DAYS) expect(isLeadDays(lead)).toBe(true);
    for (const other of [2, 5, 28, -1, 0.5, '7', null, undefined]) expect(isLeadDays(other)).toBe(false);
  });
});

describe('reminderSendAt', () => {
  it('is 08:00 in the user zone, each lead time before the occurrence', () => {
    // Amsterdam in summer is UTC+2: 08:00 there is 06:00 UTC.
    expect(LEAD_DAYS.map((lead) => sendAt('2026-07-15', lead, 'Europe/Amsterdam'))).toEqual([
      '2026-07-15T06:00:00.000Z',
      '2026-07-14T06:00:00.000Z',
      '2026-07-12T06:00:00.000Z',
      '2026-07-08T06:00:00.000Z',
      '2026-07-01T06:00:00.000Z',
      '2026-06-24T06:00:00.000Z',
    ]);
  });

  it('counts back across month and year ends and leap days', () => {
    expect(sendAt('2027-01-05', 21, 'Europe/Amsterdam')).toBe('2026-12-15T07:00:00.000Z');
    expect(sendAt('2027-01-01', 1, 'Europe/Amsterdam')).toBe('2026-12-31T07:00:00.000Z');
    expect(sendAt('2026-03-10', 14, 'Europe/Amsterdam')).toBe('2026-02-24T07:00:00.000Z');
    expect(sendAt('2024-03-01', 1, 'Europe/Amsterdam')).toBe('2024-02-29T07:00:00.000Z');
    expect(sendAt('2025-03-01', 1, 'Europe/Amsterdam')).toBe('2025-02-28T07:00:00.000Z');
    expect(sendAt('2100-03-03', 3, 'UTC')).toBe('2100-02-28T08:00:00.000Z');
  });

  it('follows the zone offset: negative, half-hour, and ahead of UTC by a day', () => {
    expect(sendAt('2026-01-15', 0, 'America/New_York')).toBe('2026-01-15T13:00:00.000Z');
    expect(sendAt('2026-07-15', 0, 'America/New_York')).toBe('2026-07-15T12:00:00.000Z');
    expect(sendAt('2026-01-15', 0, 'Asia/Kolkata')).toBe('2026-01-15T02:30:00.000Z');
    // 08:00 in Auckland is still the evening before in UTC.
    expect(sendAt('2026-01-10', 0, 'Pacific/Auckland')).toBe('2026-01-09T19:00:00.000Z');
    expect(sendAt('2026-01-15', 7, 'Australia/Lord_Howe')).toBe('2026-01-07T21:00:00.000Z');
    expect(sendAt('2026-07-15', 7, 'Australia/Lord_Howe')).toBe('2026-07-07T21:30:00.000Z');
  });

  it('is 08:00 on the new clock on a daylight-saving day', () => {
    // Spring: Amsterdam and New York have moved to summer time by 08:00.
    expect(sendAt('2026-03-29', 0, 'Europe/Amsterdam')).toBe('2026-03-29T06:00:00.000Z');
    expect(sendAt('2026-04-05', 7, 'Europe/Amsterdam')).toBe('2026-03-29T06:00:00.000Z');
    expect(sendAt('2026-03-08', 0, 'America/New_York')).toBe('2026-03-08T12:00:00.000Z');
    // Autumn: back to winter time by 08:00.
    expect(sendAt('2026-10-25', 0, 'Europe/Amsterdam')).toBe('2026-10-25T07:00:00.000Z');
    expect(sendAt('2026-11-04', 3, 'America/New_York')).toBe('2026-11-01T13:00:00.000Z');
    // The day before each change, still the old offset.
    expect(sendAt('2026-03-29', 1, 'Europe/Amsterdam')).toBe('2026-03-28T07:00:00.000Z');
    expect(sendAt('2026-11-01', 1, 'America/New_York')).toBe('2026-10-31T12:00:00.000Z');
    // Auckland and Lord Howe move to summer time in September and October.
    expect(sendAt('2026-09-27', 0, 'Pacific/Auckland')).toBe('2026-09-26T19:00:00.000Z');
    expect(sendAt('2026-10-04', 0, 'Australia/Lord_Howe')).toBe('2026-10-03T21:00:00.000Z');
  });

  it('on a day the clock skipped 08:00, is the first moment the clock runs again', () => {
    // Samoa skipped 30 December 2011: its clock went from the 29th straight to 00:00 on the 31st.
    expect(sendAt('2011-12-30', 0, 'Pacific/Apia')).toBe('2011-12-30T10:00:00.000Z');
    expect(sendAt('2012-01-06', 7, 'Pacific/Apia')).toBe('2011-12-30T10:00:00.000Z');
    expect(sendAt('2011-12-31', 0, 'Pacific/Apia')).toBe('2011-12-30T18:00:00.000Z');
  });

  it('refuses an unknown lead time or time zone', () => {
    expect(() => reminderSendAt(date('2026-07-15'), 2 as LeadDays, 'UTC')).toThrow(RangeError);
    expect(() => reminderSendAt(date('2026-07-15'), 0, 'Europe/Atlantis')).toThrow(RangeError);
  });
});

describe('nextReminder', () => {
  it('gives the next occurrence whose reminder is still to come, and the one after from its send moment', () => {
    const birthday = yearly(7, 15, 1986);
    const first = nextReminder(birthday, 7, 'Europe/Amsterdam', new Date('2026-01-01T00:00:00Z'));
    expect(shown(first)).toBe('2026-07-15 2026-07-08T06:00:00.000Z');
    const justBefore = new Date(Date.parse('2026-07-08T06:00:00Z') - 1);
    expect(shown(nextReminder(birthday, 7, 'Europe/Amsterdam', justBefore))).toBe(
      '2026-07-15 2026-07-08T06:00:00.000Z',
    );
    const second = nextReminder(birthday, 7, 'Europe/Amsterdam', new Date('2026-07-08T06:00:00Z'));
    expect(shown(second)).toBe('2027-07-15 2027-07-08T06:00:00.000Z');
  });

  it('chains a leap-day birthday over the years, on 28 February and 29 February', () => {
    let after = new Date('2026-01-01T00:00:00Z');
    const sent: (string | null)[] = [];
    for (let count = 0; count < 5; count++) {
      const reminder = nextReminder(yearly(2, 29), 1, 'America/New_York', after);
      sent.push(shown(reminder));
      if (reminder) after = reminder.sendAt;
    }
    expect(sent).toEqual([
      '2026-02-28 2026-02-27T13:00:00.000Z',
      '2027-02-28 2027-02-27T13:00:00.000Z',
      '2028-02-29 2028-02-28T13:00:00.000Z',
      '2029-02-28 2029-02-27T13:00:00.000Z',
      '2030-02-28 2030-02-27T13:00:00.000Z',
    ]);
  });

  it('skips an occurrence whose reminder has passed, even when the occurrence itself is still to come', () => {
    // On 20 December the three-week reminder for 5 January has gone: the next is for 5 January a year later.
    const reminder = nextReminder(yearly(1, 5), 21, 'Europe/Amsterdam', new Date('2026-12-20T12:00:00Z'));
    expect(shown(reminder)).toBe('2028-01-05 2027-12-15T07:00:00.000Z');
    // On the day itself, after 08:00 there, the reminder on the day is next year's.
    const lateToday = new Date('2026-07-15T07:00:00Z'); // 12:30 in Kolkata
    expect(shown(nextReminder(yearly(7, 15), 0, 'Asia/Kolkata', lateToday))).toBe(
      '2027-07-15 2027-07-15T02:30:00.000Z',
    );
    const earlyToday = new Date('2026-07-15T02:29:00Z'); // 07:59 in Kolkata
    expect(shown(nextReminder(yearly(7, 15), 0, 'Asia/Kolkata', earlyToday))).toBe(
      '2026-07-15 2026-07-15T02:30:00.000Z',
    );
  });

  it('waits for the year of a yearly date that has not begun', () => {
    const wedding = yearly(6, 12, 2030);
    expect(shown(nextReminder(wedding, 14, 'UTC', new Date('2026-08-01T00:00:00Z')))).toBe(
      '2030-06-12 2030-05-29T08:00:00.000Z',
    );
  });

  it('gives a once date its reminder until it is sent, then null', () => {
    const party = once('2027-01-05');
    const reminder = nextReminder(party, 21, 'Pacific/Auckland', new Date('2026-06-01T00:00:00Z'));
    expect(shown(reminder)).toBe('2027-01-05 2026-12-14T19:00:00.000Z');
    expect(nextReminder(party, 21, 'Pacific/Auckland', new Date('2026-12-14T19:00:00Z'))).toBeNull();
    expect(nextReminder(party, 0, 'Pacific/Auckland', new Date('2027-01-04T18:59:59Z'))).not.toBeNull();
    expect(nextReminder(once('2020-03-01'), 0, 'UTC', new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('refuses a date that is not valid, an unknown lead time or time zone', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(() => nextReminder(yearly(2, 30), 0, 'UTC', now)).toThrow(RangeError);
    expect(() => nextReminder(once('2020-03-01'), 2 as LeadDays, 'UTC', now)).toThrow(RangeError);
    expect(() => nextReminder(yearly(3, 1), 0, 'Nowhere/Special', now)).toThrow(RangeError);
  });

  it('is always the first reminder after the moment, at 08:00 on the zone clock, lead days before', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    const importantDate = fc
      .record({
        day: fc.integer({ min: 1, max: 31 }),
        month: fc.integer({ min: 1, max: 12 }),
        year: fc.option(fc.integer({ min: 1976, max: 2036 })),
        recurrence: fc.constantFrom('yearly' as const, 'once' as const),
      })
      .filter(isValidImportantDate);
    const moment = fc.date({ min: new Date('1976-01-01T00:00:00Z'), max: new Date('2036-01-01T00:00:00Z') });
    fc.assert(
      fc.property(
        importantDate,
        fc.constantFrom(...LEAD_DAYS),
        fc.constantFrom(...zones),
        moment.filter((instant) => !Number.isNaN(instant.getTime())),
        (important, lead, timeZone, after) => {
          const reminder = nextReminder(important, lead, timeZone, after);
          if (!reminder) {
            // Only a once date runs out, and only when its reminder moment has passed.
            expect(important.recurrence).toBe('once');
            expect(reminderSendAt(important as LocalDate, lead, timeZone).getTime()).toBeLessThanOrEqual(
              after.getTime(),
            );
            return;
          }
          const { occurrence, sendAt } = reminder;
          expect(sendAt.getTime()).toBeGreaterThan(after.getTime());
          expect(occurrenceInYear(important, occurrence.year)).toEqual(occurrence);
          const wanted = `${formatIsoDate(addDays(occurrence, -lead))} 08:00:00`;
          const onClock = clock(sendAt, timeZone);
          // 08:00 on the send day, or the first moment after the clock skipped it.
          if (onClock !== wanted) expect(onClock > wanted, `${timeZone} ${wanted} gave ${onClock}`).toBe(true);
          expect(clock(new Date(sendAt.getTime() - 1000), timeZone) < wanted).toBe(true);
          // The occurrence before it, if any, had its reminder at or before the moment: none was passed over.
          const previous = occurrenceInYear(important, occurrence.year - 1);
          if (previous) expect(reminderSendAt(previous, lead, timeZone).getTime()).toBeLessThanOrEqual(after.getTime());
        },
      ),
      { numRuns: 200 },
    );
    // Hundreds of zones, each checked minute by minute: seconds of work on a busy machine.
  }, 60_000);
});
