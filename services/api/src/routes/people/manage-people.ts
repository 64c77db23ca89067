import { z } from 'zod';
import { relationshipLimit } from '@koester/contract/plans/plan-limits';
import type { PersonValues } from '@koester/contract/validation/people-rules';
import { notFound, planLimit } from '../../errors.ts';
import { errors, planLimitSchema } from '../../http/common-schemas.ts';
import { ownedPerson } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { PersonRow } from '../../repositories/person-repository.ts';
import { requireUser, tokenRevoked } from '../../plugins/auth.ts';
import { userCalendar, type PeopleContext } from './context.ts';
import {
  peopleListSchema,
  personBody,
  personChangeBody,
  personParams,
  personSchema,
  upcomingListSchema,
  upcomingQuery,
} from './schemas.ts';
import { personView, upcomingDates } from './views.ts';

const A_YEAR_AND_A_DAY = 366;

/** /people and /people/{id}: list, add (within the plan's limit), read, change and remove the user's people. */
export function managePeople(app: RouteApp, context: PeopleContext): void {
  const { people, dates, ideas, payments } = context.stores;

  /** A person as answered: with their dates (from today in the user's time zone) and gift ideas. */
  const fullPerson = async (person: PersonRow, userId: string) => {
    const { today } = await userCalendar(context, userId);
    const [personDates, personIdeas] = await Promise.all([
      dates.listOfPerson(person.id),
      ideas.listOfPerson(person.id),
    ]);
    return personView(person, personDates, personIdeas, today);
  };

  app.get(
    '/people',
    {
      schema: {
        tags: ['people'],
        summary: 'My people, each with the next date that comes round, soonest first',
        response: { 200: peopleListSchema, ...errors() },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [list, allDates, plan, { today }] = await Promise.all([
        people.listOwned(user.id),
        dates.listOfUser(user.id),
        payments.plan(user.id),
        userCalendar(context, user.id),
      ]);
      const coming = upcomingDates(list, allDates, today, A_YEAR_AND_A_DAY);
      const nextOf = new Map<string, (typeof coming)[number]>();
      for (const entry of coming) if (!nextOf.has(entry.person_id)) nextOf.set(entry.person_id, entry);
      const rows = list.map((p) => ({ id: p.id, name: p.name, email: p.email, next: nextOf.get(p.id) ?? null }));
      // What comes first, first; people without a coming date after them, by name.
      rows.sort(
        (a, b) => (a.next?.days_until ?? Infinity) - (b.next?.days_until ?? Infinity) || a.name.localeCompare(b.name),
      );
      return { people: rows, limit: relationshipLimit(plan), plan };
    },
  );

  app.get(
    '/people/upcoming',
    {
      schema: {
        tags: ['people'],
        summary: 'The dates of my people that come round within the next days (30 by default), soonest first',
        querystring: upcomingQuery,
        response: { 200: upcomingListSchema, ...errors(400) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [list, allDates, { today }] = await Promise.all([
        people.listOwned(user.id),
        dates.listOfUser(user.id),
        userCalendar(context, user.id),
      ]);
      const upcoming = upcomingDates(list, allDates, today, request.query.days).slice(0, request.query.limit);
      return { upcoming };
    },
  );

  app.post(
    '/people',
    {
      schema: {
        tags: ['people'],
        summary: 'Add a person (the free plan holds 10)',
        body: personBody,
        response: { 201: personSchema, 403: planLimitSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const limit = relationshipLimit(await payments.plan(user.id));
      // The rule (people-rules.ts) gave every field its value: what was not sent is null or empty.
      const result = await people.create(user.id, request.body as PersonValues, limit);
      if ('accountDeleted' in result) throw tokenRevoked();
      if ('limitReached' in result) {
        throw planLimit(`The free plan holds up to ${limit} people. Upgrade to Pro to add more.`, limit!);
      }
      return reply.status(201).send(await fullPerson(result.person, user.id));
    },
  );

  app.get(
    '/people/:id',
    {
      schema: {
        tags: ['people'],
        summary: 'One of my people, with their dates and gift ideas',
        params: personParams,
        response: { 200: personSchema, ...errors(404) },
      },
    },
    async (request) => {
      const { user, person } = await ownedPerson(people, request, request.params.id);
      return fullPerson(person, user.id);
    },
  );

  app.patch(
    '/people/:id',
    {
      schema: {
        tags: ['people'],
        summary: "Change a person's details",
        params: personParams,
        body: personChangeBody,
        response: { 200: personSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { user, person } = await ownedPerson(people, request, request.params.id);
      const updated = await people.update(person.id, request.body);
      if (!updated) throw notFound('Person not found.', 'PERSON_NOT_FOUND');
      return fullPerson(updated, user.id);
    },
  );

  app.delete(
    '/people/:id',
    {
      schema: {
        tags: ['people'],
        summary: 'Remove a person with their dates, reminders and gift ideas',
        params: personParams,
        response: { 204: z.null(), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { person } = await ownedPerson(people, request, request.params.id);
      await people.delete(person.id);
      return reply.status(204).send(null);
    },
  );
}
