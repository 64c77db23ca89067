import { parseIsoDate } from '@koester/contract/dates/calendar-date';
import { REMINDER_TIME } from '@koester/contract/dates/reminders';
import type { Language } from '@koester/contract/i18n/languages';

/** The locale each language writes dates in (as the shared date format does): "vr 12 juni", "Fri 12 June". */
const LOCALES: Record<Language, string> = { nl: 'nl-NL', en: 'en-GB', fr: 'fr-FR' };

/** Any leap year: a day and month without a year (29 February too) are written as if they fell in it. */
const A_LEAP_YEAR = 2000;

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter)
    formats.set(key, (formatter = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: 'UTC' })));
  return formatter;
}

const noon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

/**
 * When a date next comes round ('YYYY-MM-DD', as the API answers it), short: "Fri 12 June", "vr 12 juni",
 * "ven. 12 juin"; with the year when it falls in another year than `thisYear`.
 */
export function occurrenceText(isoDate: string, language: Language, thisYear: number): string {
  const date = parseIsoDate(isoDate);
  if (!date) return isoDate;
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'long' };
  if (date.year !== thisYear) options.year = 'numeric';
  return format(language, options).format(noon(date.year, date.month, date.day));
}

/** A stored date as the person entered it: "12 June 1986", or "12 June" without a year. */
export function dayMonthText(date: { day: number; month: number; year: number | null }, language: Language): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };
  if (date.year !== null) options.year = 'numeric';
  return format(language, options).format(noon(date.year ?? A_LEAP_YEAR, date.month, date.day));
}

/** The month names for a select, January first: "januari", "January", "janvier". */
export function monthNames(language: Language): string[] {
  const months = format(language, { month: 'long' });
  return Array.from({ length: 12 }, (_, index) => months.format(noon(A_LEAP_YEAR, index + 1, 1)));
}

/** The time reminder mails go out, as the language writes it: "08:00". */
export function reminderTimeText(language: Language): string {
  const time = format(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return time.format(new Date(Date.UTC(A_LEAP_YEAR, 0, 1, REMINDER_TIME.hour, REMINDER_TIME.minute)));
}

/** A language's name in the page's language: "Nederlands", "Dutch", "néerlandais". */
export function languageName(language: Language, pageLanguage: Language): string {
  return new Intl.DisplayNames([LOCALES[pageLanguage]], { type: 'language' }).of(language) ?? language;
}
