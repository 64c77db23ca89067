import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { isLeapYear, type LocalDate } from '@koester/contract/dates/calendar-date';
import { occurrenceInYear } from '@koester/contract/dates/important-dates';
import type { Language } from '@koester/contract/i18n/languages';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import type { MailLinks } from '../mail/mail-links.ts';
import { occasionText } from '../mail/reminder-mail.ts';
import type { DateRow } from '../repositories/important-date-repository.ts';
import type { PersonRow } from '../repositories/person-repository.ts';

/** How often a calendar app is asked to look again (REFRESH-INTERVAL, X-PUBLISHED-TTL): hourly. */
const REFRESH_SECONDS = 3600;

const utcDay = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day));

/**
 * The first day the event starts from. A yearly date with a year starts in that year; without one, in the year
 * before `today` (the calendar then shows this year's too). 29 February without a year starts in a leap year.
 */
function firstDay(date: DateRow, today: LocalDate): LocalDate {
  if (date.year !== null) return { year: date.year, month: date.month, day: date.day };
  let year = today.year - 1;
  if (date.month === 2 && date.day === 29) while (!isLeapYear(year)) year -= 1;
  return occurrenceInYear(date, year) ?? { year, month: date.month, day: date.day };
}

/**
 * The user's important dates as an iCalendar file: one all-day event per date, yearly ones repeating every year
 * (29 February on 28 February in other years, as the reminders do), named in the user's language, each linking to
 * the person's page. Event ids are the dates' ids, so a calendar app updates an event in place when it changes.
 */
export function calendarFile(
  people: Pick<PersonRow, 'id' | 'name'>[],
  dates: DateRow[],
  language: Language,
  links: MailLinks,
  today: LocalDate,
): string {
  const calendar = ical({ name: 'Koester', prodId: '//Koester//People//EN', ttl: REFRESH_SECONDS });
  const names = new Map(people.map((person) => [person.id, unescapeAngleBrackets(person.name)]));
  for (const date of dates) {
    const name = names.get(date.person_id);
    if (name === undefined) continue;
    const leapDay = date.month === 2 && date.day === 29;
    calendar.createEvent({
      id: `${date.id}@koester`,
      start: utcDay(firstDay(date, today)),
      allDay: true,
      summary: occasionText(date.kind, date.label && unescapeAngleBrackets(date.label), name, language),
      url: links.person(date.person_id),
      repeating:
        date.recurrence === 'once'
          ? null
          : leapDay
            ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] }
            : { freq: ICalEventRepeatingFreq.YEARLY },
    });
  }
  return calendar.toString();
}
