import type { Transaction } from 'kysely';
import { addDays, type LocalDate } from '@koester/contract/dates/calendar-date';
import { localDateAt } from '@koester/contract/dates/time-zones';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import type { Database } from '../db/schema.ts';
import { DEFAULT_TIME_ZONE, reminderPlans } from '../reminders/schedule.ts';
import { demoId as id } from './demo-ids.ts';

const { demo } = DEMO_ACCOUNTS;

/** The demo user's people; their dates fall a few days and weeks after the first start, so /people has a story. */
const PEOPLE = [
  { id: id(401), name: 'Anna de Vries', likes: ['Pure chocolade', 'Jazz', 'Tuinieren'], interests: ['Fotografie'] },
  { id: id(402), name: 'Bram Jansen', likes: ['Speciaalbier'], interests: ['Wielrennen'] },
  { id: id(403), name: 'Oma Els', likes: ['Rozen', 'Puzzels'], interests: [] },
];

/** Dates by person: days after the first start, the year (null: unknown) and the kind. */
const DATES = [
  { id: id(411), person: id(401), kind: 'birthday', inDays: 5, year: 1991, label: null },
  { id: id(412), person: id(402), kind: 'birthday', inDays: 19, year: null, label: null },
  { id: id(413), person: id(403), kind: 'birthday', inDays: 62, year: 1941, label: null },
  { id: id(414), person: id(401), kind: 'custom', inDays: 140, year: 2019, label: 'Samen naar Lissabon' },
] as const;

/**
 * Seeds the demo user's people, dates (reminded 1 day before) and a gift idea. Idempotent row by row: fixed ids, and a
 * row that exists (or would break a rule, such as a second birthday the user has added since) is left as it is, so a
 * person, date or gift idea deleted since the last start comes back at the next, while what the user changed stays.
 */
export async function seedDemoPeople(trx: Transaction<Database>, now = new Date()): Promise<void> {
  const today = localDateAt(now, DEFAULT_TIME_ZONE);
  await trx
    .insertInto('people')
    .values(PEOPLE.map((person) => ({ ...person, user_id: demo.sub })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  for (const date of DATES) {
    const day = addDays(today, date.inDays);
    // A year of birth is never a leap year here: 29 February becomes the 28th.
    const on: LocalDate = day.month === 2 && day.day === 29 ? { ...day, day: 28 } : day;
    const values = { day: on.day, month: on.month, year: date.year, recurrence: 'yearly' as const };
    const added = await trx
      .insertInto('important_dates')
      .values({ id: date.id, person_id: date.person, kind: date.kind, label: date.label, ...values })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) continue;
    const plans = reminderPlans(values, [1], DEFAULT_TIME_ZONE, now);
    await trx
      .insertInto('date_reminders')
      .values(plans.map((plan) => ({ ...plan, date_id: date.id, user_id: demo.sub })))
      .execute();
  }
  await trx
    .insertInto('gift_ideas')
    .values({ id: id(421), person_id: id(401), title: 'Concertkaartjes jazzfestival', url: 'https://example.com/jazz' })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
