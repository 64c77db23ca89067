import { formatIsoDate, type LocalDate } from '@koester/contract/dates/calendar-date';
import { turningAge, upcomingWithin } from '@koester/contract/dates/important-dates';
import type { DateRow } from '../../repositories/important-date-repository.ts';
import type { GiftIdeaRow } from '../../repositories/gift-idea-repository.ts';
import type { PersonRow } from '../../repositories/person-repository.ts';

/** Far enough ahead to find every date's next occurrence (a yearly date comes within 366 days). */
const A_YEAR_AND_A_DAY = 366;

/** A date as its owner sees it, with when it next comes round (from `today`, in the user's time zone). */
export function dateView(row: DateRow, today: LocalDate) {
  const [coming] = upcomingWithin([row], today, A_YEAR_AND_A_DAY);
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    day: row.day,
    month: row.month,
    year: row.year,
    recurrence: row.recurrence,
    lead_days: row.lead_days,
    next: coming
      ? {
          occurrence: formatIsoDate(coming.occurrence),
          days_until: coming.daysUntil,
          turns: turningAge(row, coming.occurrence),
        }
      : null,
  };
}

export const ideaView = (row: GiftIdeaRow) => ({
  id: row.id,
  title: row.title,
  url: row.url,
  price: row.price,
  notes: row.notes,
  created_at: row.created_at.toISOString(),
});

export function personView(row: PersonRow, dates: DateRow[], ideas: GiftIdeaRow[], today: LocalDate) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    interests: row.interests,
    likes: row.likes,
    dislikes: row.dislikes,
    address: row.address,
    notes: row.notes,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    dates: dates.map((date) => dateView(date, today)),
    gift_ideas: ideas.map(ideaView),
  };
}

/** The dates coming within `days` days, soonest first, each with whose it is. */
export function upcomingDates(
  people: Pick<PersonRow, 'id' | 'name'>[],
  dates: DateRow[],
  today: LocalDate,
  days: number,
) {
  const names = new Map(people.map((person) => [person.id, person.name]));
  return upcomingWithin(dates, today, days).map(({ date }) => {
    const view = dateView(date, today);
    return { ...view.next!, person_id: date.person_id, person_name: names.get(date.person_id) ?? '', date: view };
  });
}
