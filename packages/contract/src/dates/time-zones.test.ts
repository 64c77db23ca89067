import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoDate, type LocalDate } from '@koester/contract/dates/calendar-date';
import { instantAt, isValidTimeZone, localDateAt, timeZoneOffsetMinutes } from './time-zones';

const date = (iso: string): LocalDate => parseIsoDate(iso) ?? { year: Number.NaN, month: 0, day: 0 };
const at = (iso: string, time: string, timeZone: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return instantAt(date(iso), { hour, minute }, timeZone).toISOString();
};

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The zone's clock at an instant, as 'YYYY-MM-DD HH:MM:SS', by the platform's own formatting (Swedish writes ISO). */
const clock = (instant: Date, timeZone: string) => {
  const options = { timeZone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'medium' } as const;
  const formatter = clocks.get(timeZone) ?? new Intl.DateTimeFormat('sv-SE', options);
  clocks.set(timeZone, formatter);
  return formatter.format(instant);
};

describe('isValidTimeZone', () => {
  it('accepts the names of places and UTC, in any letter case', () => {
    for (const name of [
      'Europe/Amsterdam',
      'America/New_York',
      'Asia/Kolkata',
      'Pacific/Auckland',
      'Australia/Lord_Howe',
      'UTC',
      'europe/amsterdam',
    ])
      expect(isValidTimeZone(name), name).toBe(true);
  });

  it('refuses unknown names, fixed offsets and anything not a name', () => {
    for (const name of ['', 'Europe/Atlantis', 'Amsterdam', '+05:30', '-03:00', '+01', 'Europe/Amsterdam\n'])
      expect(isValidTimeZone(name), JSON.stringify(name)).toBe(false);
    expect(isValidTimeZone(undefined as unknown as string)).toBe(false);
    expect(isValidTimeZone(42 as unknown as string)).toBe(false);
  });
});

describe('timeZoneOffsetMinutes', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('is the zone offset from UTC, with its daylight saving, for whole, half and three-quarter hours', () => {
    const offsets = (timeZone: string) => [winter, summer].map((instant) => timeZoneOffsetMinutes(instant, timeZone));
    expect(offsets('UTC')).toEqual([0, 0]);
    expect(offsets('Europe/Amsterdam')).toEqual([60, 120]);
    expect(offsets('America/New_York')).toEqual([-300, -240]);
    expect(offsets('Asia/Kolkata')).toEqual([330, 330]);
    expect(offsets('Asia/Kathmandu')).toEqual([345, 345]);
    // Southern hemisphere: summer in January.
    expect(offsets('Pacific/Auckland')).toEqual([780, 720]);
    expect(offsets('Australia/Lord_Howe')).toEqual([660, 630]);
  });

  it('keeps the seconds of an old local mean time (Liberia was 44 minutes 30 seconds behind until 1972)', () => {
    expect(timeZoneOffsetMinutes(new Date('1971-01-01T12:00:00Z'), 'Africa/Monrovia')).toBe(-44.5);
    expect(at('1971-01-01', '08:00', 'Africa/Monrovia')).toBe('1971-01-01T08:44:30.000Z');
  });
});

describe('localDateAt', () => {
  it('is the date on the zone calendar, which may differ from the UTC date', () => {
    const lateEvening = new Date('2026-01-04T23:30:00Z');
    expect(localDateAt(lateEvening, 'UTC')).toEqual(date('2026-01-04'));
    expect(localDateAt(lateEvening, 'Europe/Amsterdam')).toEqual(date('2026-01-05'));
    expect(localDateAt(lateEvening, 'America/New_York')).toEqual(date('2026-01-04'));
    expect(localDateAt(new Date('2026-01-04T11:00:00Z'), 'Pacific/Auckland')).toEqual(date('2026-01-05'));
    expect(localDateAt(new Date('2026-01-04T10:59:59.999Z'), 'Pacific/Auckland')).toEqual(date('2026-01-04'));
  });

  it('turns the day at local midnight, also at a half-hour offset', () => {
    expect(localDateAt(new Date('2026-12-31T18:29:59.999Z'), 'Asia/Kolkata')).toEqual(date('2026-12-31'));
    expect(localDateAt(new Date('2026-12-31T18:30:00Z'), 'Asia/Kolkata')).toEqual(date('2027-01-01'));
  });

  it('goes back a day where the clock is set back at midnight (Santiago, 5 April 2026)', () => {
    expect(localDateAt(new Date('2026-04-05T02:59:59Z'), 'America/Santiago')).toEqual(date('2026-04-04'));
    expect(localDateAt(new Date('2026-04-05T03:00:00Z'), 'America/Santiago')).toEqual(date('2026-04-04'));
    expect(localDateAt(new Date('2026-04-05T04:00:00Z'), 'America/Santiago')).toEqual(date('2026-04-05'));
  });
});

describe('instantAt', () => {
  it('is the instant the zone clock shows the time, at positive, negative and half-hour offsets', () => {
    expect(at('2026-01-15', '08:00', 'UTC')).toBe('2026-01-15T08:00:00.000Z');
    expect(at('2026-01-15', '08:00', 'Europe/Amsterdam')).toBe('2026-01-15T07:00:00.000Z');
    expect(at('2026-07-15', '08:00', 'Europe/Amsterdam')).toBe('2026-07-15T06:00:00.000Z');
    expect(at('2026-01-15', '08:00', 'America/New_York')).toBe('2026-01-15T13:00:00.000Z');
    expect(at('2026-01-15', '08:00', 'Asia/Kolkata')).toBe('2026-01-15T02:30:00.000Z');
    expect(at('2026-01-15', '08:00', 'Pacific/Auckland')).toBe('2026-01-14T19:00:00.000Z');
    expect(at('2026-07-15', '08:00', 'Pacific/Auckland')).toBe('2026-07-14T20:00:00.000Z');
    expect(at('2026-01-15', '08:00', 'Australia/Lord_Howe')).toBe('2026-01-14T21:00:00.000Z');
    expect(at('2026-07-15', '08:00', 'Australia/Lord_Howe')).toBe('2026-07-14T21:30:00.000Z');
    expect(at('2026-01-15', '00:00', 'Asia/Kathmandu')).toBe('2026-01-14T18:15:00.000Z');
  });

  it('on a spring-forward day, gives the first moment after a skipped time', () => {
    // Amsterdam 29 March 2026: 02:00 becomes 03:00.
    expect(at('2026-03-29', '01:59', 'Europe/Amsterdam')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-03-29', '02:00', 'Europe/Amsterdam')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-29', '02:30', 'Europe/Amsterdam')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-29', '03:00', 'Europe/Amsterdam')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-03-29', '08:00', 'Europe/Amsterdam')).toBe('2026-03-29T06:00:00.000Z');
    // New York 8 March 2026: 02:00 becomes 03:00.
    expect(at('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(at('2026-03-08', '08:00', 'America/New_York')).toBe('2026-03-08T12:00:00.000Z');
    // Lord Howe 4 October 2026: 02:00 becomes 02:30, so 02:15 is 02:30, not 02:45.
    expect(at('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:30:00.000Z');
    // Santiago 6 September 2026 and Beirut 29 March 2026: midnight becomes 01:00, so the day starts at 01:00.
    expect(at('2026-09-06', '00:00', 'America/Santiago')).toBe('2026-09-06T04:00:00.000Z');
    expect(at('2026-03-29', '00:30', 'Asia/Beirut')).toBe('2026-03-28T22:00:00.000Z');
  });

  it('on a fall-back day, gives the first of a time shown twice', () => {
    // Amsterdam 25 October 2026: 03:00 becomes 02:00; 02:30 is first at +02:00.
    expect(at('2026-10-25', '02:30', 'Europe/Amsterdam')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('2026-10-25', '03:00', 'Europe/Amsterdam')).toBe('2026-10-25T02:00:00.000Z');
    expect(at('2026-10-25', '08:00', 'Europe/Amsterdam')).toBe('2026-10-25T07:00:00.000Z');
    // New York 1 November 2026: 02:00 becomes 01:00.
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(at('2026-11-01', '08:00', 'America/New_York')).toBe('2026-11-01T13:00:00.000Z');
    // Lord Howe 5 April 2026: 02:00 becomes 01:30.
    expect(at('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
    // Santiago 5 April 2026: midnight becomes 23:00 the day before.
    expect(at('2026-04-04', '23:30', 'America/Santiago')).toBe('2026-04-05T02:30:00.000Z');
  });

  it('when the clock skipped 08:00 (a whole day, or most of one), gives the moment the clock starts again', () => {
    // Samoa crossed the date line: 29 December 2011 was followed by 31 December.
    expect(at('2011-12-30', '08:00', 'Pacific/Apia')).toBe('2011-12-30T10:00:00.000Z');
    expect(clock(new Date('2011-12-30T10:00:00Z'), 'Pacific/Apia')).toBe('2011-12-31 00:00:00');
    // Macquarie Island's clock went from midnight to 10:00 on 25 March 1948.
    expect(at('1948-03-25', '08:00', 'Antarctica/Macquarie')).toBe('1948-03-25T00:00:00.000Z');
    expect(clock(new Date('1948-03-25T00:00:00Z'), 'Antarctica/Macquarie')).toBe('1948-03-25 10:00:00');
  });

  it('shows the asked time on the zone clock, or the first moment after the clock skipped it, and no earlier instant does', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('1975-01-01T00:00:00Z'), max: new Date('2037-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 1, 15, 30, 45, 59),
        (timeZone, day, hour, minute) => {
          const local = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
          const asked = `${day.toISOString().slice(0, 10)} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`;
          const instant = instantAt(local, { hour, minute }, timeZone).getTime();
          const shown = clock(new Date(instant), timeZone);
          if (shown !== asked) expect(shown > asked, `${timeZone} ${asked} gave ${shown}`).toBe(true);
          // A second earlier the clock was before the asked time (so a skipped time gives the end of the skip), and
          // in the four hours before no minute showed it (so a time shown twice gives the first).
          expect(clock(new Date(instant - 1000), timeZone) < asked, `${timeZone} ${asked}`).toBe(true);
          for (let minutes = 1; minutes <= 240; minutes++)
            expect(clock(new Date(instant - minutes * 60_000), timeZone)).not.toBe(asked);
        },
      ),
      { numRuns: 200 },
    );
    // Hundreds of zones, each checked minute by minute: seconds of work on a busy machine.
  }, 60_000);
});
