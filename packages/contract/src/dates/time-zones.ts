import { epochDay, fromEpochDay, type LocalDate } from '@koester/contract/dates/calendar-date';

/** A time on a clock: hours 0–23, minutes 0–59. */
export type LocalTime = { hour: number; minute: number };

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Further from an instant than any zone's clock has ever been from UTC (historical offsets stay under 16 hours). */
const WIDEST_OFFSET = 2 * DAY;
/** Offsets written as '+05:30' are fixed: they never follow a place's daylight saving, so a user's zone is never one. */
const OFFSET_NAME = /^[+-]/;

/**
 * One formatter per zone: making one costs far more than using it, and the API asks for the same few zones. Names
 * are kept as given, and any letter case is accepted, so a cap keeps made-up spellings from filling memory.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MOST_FORMATTERS = 1000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Gregorian calendar and Latin digits whatever the device's settings; h23 so midnight reads 0, never 24.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= MOST_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the zone's clock shows at an instant, as milliseconds on a clock that never changes (UTC's count). */
function wallClockAt(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const date = { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
  // Some engines still write midnight as 24 despite h23.
  const hour = (parts.hour ?? 0) % 24;
  return epochDay(date) * DAY + ((hour * 60 + (parts.minute ?? 0)) * 60 + (parts.second ?? 0)) * 1000;
}

/** The zone's offset from UTC at an instant, in milliseconds (the clock shows instant + offset). */
function offsetAt(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return wallClockAt(wholeSecond, timeZone) - wholeSecond;
}

/**
 * True for a time zone name the platform knows ('Europe/Amsterdam', 'Asia/Kolkata', 'UTC'), whatever its letter case.
 * Fixed offsets ('+05:30') are refused: a user's zone is a place, so their reminders follow its daylight saving.
 */
export function isValidTimeZone(name: string): boolean {
  if (typeof name !== 'string' || !name || OFFSET_NAME.test(name)) return false;
  try {
    formatterFor(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * How far the zone's clock is ahead of UTC at an instant, in minutes: 60 in Amsterdam in winter, 330 in Kolkata,
 * -240 in New York in summer. A fraction for the local mean times places kept before standard time.
 */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  return offsetAt(instant.getTime(), timeZone) / MINUTE;
}

/** The calendar date in the zone at an instant: at 23:30 UTC on 4 January it is already 5 January in Amsterdam. */
export function localDateAt(instant: Date, timeZone: string): LocalDate {
  return fromEpochDay(Math.floor(wallClockAt(instant.getTime(), timeZone) / DAY));
}

/**
 * The instant the zone's clock shows the date and time. When the clock skips that time (it jumps forward for daylight
 * saving, or, as Samoa did in 2011, over a whole day), the first moment after the jump: what the clock shows right
 * after it. When the clock shows that time twice (it is set back), the first time.
 */
export function instantAt(date: LocalDate, time: LocalTime, timeZone: string): Date {
  const wall = epochDay(date) * DAY + (time.hour * 60 + time.minute) * MINUTE;
  // Every offset the zone could have at that time: those around it, and those of each reading of it.
  const offsets = new Set([-WIDEST_OFFSET, 0, WIDEST_OFFSET].map((shift) => offsetAt(wall + shift, timeZone)));
  for (const offset of [...offsets]) offsets.add(offsetAt(wall - offset, timeZone));
  // A reading is right when the zone has that offset at that instant; the highest offset gives the earliest instant.
  const readings = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const first = readings.find((epochMs) => wall - epochMs === offsetAt(epochMs, timeZone));
  return new Date(first ?? endOfSkip(wall, timeZone));
}

/**
 * The instant a clock jump over `wall` ends. Before it the clock shows less than `wall`, from it on more, so halving
 * the span between two days either side finds it, to the second (zones change on whole seconds).
 */
function endOfSkip(wall: number, timeZone: string): number {
  let before = Math.floor((wall - WIDEST_OFFSET) / 1000);
  let after = Math.ceil((wall + WIDEST_OFFSET) / 1000);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallClockAt(middle * 1000, timeZone) < wall) before = middle;
    else after = middle;
  }
  return after * 1000;
}
