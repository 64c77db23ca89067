import { z } from 'zod';
import type { LeadDays } from '@koester/contract/dates/reminders';
import { toLanguage } from '@koester/contract/i18n/languages';
import { leadDaysFitPlan } from '@koester/contract/plans/plan-limits';
import type { DateFormValues } from '@koester/contract/validation/date-rules';
import { fieldCheckFailure, notFound } from '../../errors.ts';
import { errors, requireUuid } from '../../http/common-schemas.ts';
import { ownedPerson } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { AuthUser } from '../../auth/token-verifier.ts';
import type { DateWriteResult } from '../../repositories/important-date-repository.ts';
import { reminderPlans } from '../../reminders/schedule.ts';
import { userCalendar, type PeopleContext } from './context.ts';
import { dateBody, dateParams, dateSchema, personParams } from './schemas.ts';
import { dateView } from './views.ts';

/** /people/{id}/dates: a person's important dates and the reminders chosen for each. */
export function manageDates(app: RouteApp, context: PeopleContext): void {
  const { people, dates, settings, payments } = context.stores;

  /**
   * The date's values and its reminders' schedule. Without lead times sent, the user's default applies. The plan
   * has the last word: Free sends one reminder per date, on the day or 1 day before (plan-limits.ts).
   */
  const prepare = async (user: AuthUser, body: DateFormValues, acceptLanguage: string | undefined) => {
    const mine = await settings.ensure(user.id, { language: toLanguage(acceptLanguage) });
    const lead = body.lead_days ?? (mine.default_lead_days as LeadDays[]);
    if (!leadDaysFitPlan(await payments.plan(user.id), lead)) {
      throw fieldCheckFailure(
        'lead_days',
        'LEAD_DAYS_NOT_IN_PLAN',
        'The free plan sends one reminder per date, on the day or 1 day before. Pro adds more.',
      );
    }
    const { lead_days: _sent, ...values } = body;
    const { timeZone, now, today } = await userCalendar(context, user.id);
    return { values, plans: reminderPlans(values, lead, timeZone, now), today };
  };

  const answer = (result: DateWriteResult, today: Parameters<typeof dateView>[1]) => {
    if ('birthdayExists' in result) {
      throw fieldCheckFailure('kind', 'BIRTHDAY_EXISTS', 'This person already has a birthday');
    }
    if ('missing' in result) throw notFound('Date not found.');
    return dateView(result.date, today);
  };

  app.post(
    '/people/:id/dates',
    {
      schema: {
        tags: ['people'],
        summary: 'Add an important date with its reminders',
        params: personParams,
        body: dateBody,
        response: { 201: dateSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { user, person } = await ownedPerson(people, request, request.params.id);
      const { values, plans, today } = await prepare(
        user,
        request.body as DateFormValues,
        request.headers['accept-language'],
      );
      const result = await dates.create(person.id, user.id, values, plans);
      return reply.status(201).send(answer(result, today));
    },
  );

  app.put(
    '/people/:id/dates/:dateId',
    {
      schema: {
        tags: ['people'],
        summary: 'Replace an important date and its reminders',
        params: dateParams,
        body: dateBody,
        response: { 200: dateSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { user, person } = await ownedPerson(people, request, request.params.id);
      const date = await dates.findOfPerson(requireUuid(request.params.dateId, 'Date'), person.id);
      if (!date) throw notFound('Date not found.');
      const { values, plans, today } = await prepare(
        user,
        request.body as DateFormValues,
        request.headers['accept-language'],
      );
      return answer(await dates.replace(date.id, user.id, values, plans), today);
    },
  );

  app.delete(
    '/people/:id/dates/:dateId',
    {
      schema: {
        tags: ['people'],
        summary: 'Remove an important date and its reminders',
        params: dateParams,
        response: { 204: z.null(), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { person } = await ownedPerson(people, request, request.params.id);
      const date = await dates.findOfPerson(requireUuid(request.params.dateId, 'Date'), person.id);
      if (!date) throw notFound('Date not found.');
      await dates.delete(date.id);
      return reply.status(204).send(null);
    },
  );
}
