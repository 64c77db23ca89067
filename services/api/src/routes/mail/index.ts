import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LeadDays } from '@koester/contract/dates/reminders';
import { toLanguage } from '@koester/contract/i18n/languages';
import { hasAdvancedReminders, leadDaysFitPlan } from '@koester/contract/plans/plan-limits';
import { fieldCheckFailure, notFound } from '../../errors.ts';
import { errors } from '../../http/common-schemas.ts';
import type { MailLinks } from '../../mail/mail-links.ts';
import { requireUser } from '../../plugins/auth.ts';
import { reminderPlans } from '../../reminders/schedule.ts';
import type { PeopleContext } from '../people/context.ts';
import { settingsBody, settingsSchema, unsubscribedSchema, unsubscribeQuery } from './schemas.ts';

/**
 * /reminder-settings: when (time zone), in which language and how long ahead reminders come, and whether they come
 * at all. /mail/unsubscribe: the one-click unsubscribe of every mail (RFC 8058), which needs no sign-in.
 */
export const mailRoutes =
  ({ stores, clock, links }: PeopleContext & { links: MailLinks }): FastifyPluginAsyncZod =>
  async (app) => {
    const { settings, payments, dates, followers } = stores;

    const answer = async (userId: string) => {
      const [mine, plan, stopped] = await Promise.all([
        settings.ensure(userId),
        payments.plan(userId),
        settings.optedOut(userId, 'reminders'),
      ]);
      return {
        time_zone: mine.time_zone,
        language: mine.language,
        default_lead_days: mine.default_lead_days,
        reminder_emails: !stopped,
        plan,
        advanced_reminders: hasAdvancedReminders(plan),
      };
    };

    app.get(
      '/reminder-settings',
      { schema: { tags: ['people'], summary: 'My reminder settings', response: { 200: settingsSchema, ...errors() } } },
      async (request) => {
        const user = requireUser(request);
        await settings.ensure(user.id, { language: toLanguage(request.headers['accept-language']) });
        return answer(user.id);
      },
    );

    app.put(
      '/reminder-settings',
      {
        schema: {
          tags: ['people'],
          summary: 'Change my reminder settings (the fields sent)',
          body: settingsBody,
          response: { 200: settingsSchema, ...errors(400, 429) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { reminder_emails: emails, ...change } = request.body;
        if (change.default_lead_days && !leadDaysFitPlan(await payments.plan(user.id), change.default_lead_days)) {
          throw fieldCheckFailure(
            'default_lead_days',
            'LEAD_DAYS_NOT_IN_PLAN',
            'The free plan sends one reminder per date, on the day or 1 day before. Pro adds more.',
          );
        }
        const before = await settings.ensure(user.id, { language: toLanguage(request.headers['accept-language']) });
        const after = await settings.update(user.id, change);
        if (emails !== undefined) await settings.setOptOut(user.id, 'reminders', !emails);
        // Another time zone moves every reminder's 08:00.
        if (after.time_zone !== before.time_zone) {
          const now = clock.now();
          await dates.rescheduleUser(
            user.id,
            (date, lead) => reminderPlans(date, [lead as LeadDays], after.time_zone, now)[0]!,
          );
        }
        return answer(user.id);
      },
    );

    // A mail program's one-click unsubscribe posts a form (List-Unsubscribe=One-Click), multipart as RFC 8058 asks
    // or urlencoded as it allows; nothing in it is needed.
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    // A mail program without one-click opens the header's link in a browser: on to the site's page, in the mail's
    // language, whose button stops the mail. Opening it stops nothing (a link scanner opens links too).
    app.get(
      '/mail/unsubscribe',
      {
        schema: {
          tags: ['mail'],
          summary: 'The one-click link opened in a browser: 303 to the site’s unsubscribe page (stops nothing)',
          querystring: unsubscribeQuery,
          response: { 303: z.null(), ...errors(400) },
        },
      },
      async (request, reply) => {
        const { token, kind, feedback, lang } = request.query;
        return reply.redirect(links.unsubscribePage(token, kind, feedback, lang), 303);
      },
    );
    app.post(
      '/mail/unsubscribe',
      {
        schema: {
          tags: ['mail'],
          summary: 'Stop a kind of mail, from the link or button in a mail (no sign-in: the token says whose)',
          querystring: unsubscribeQuery,
          response: { 200: unsubscribedSchema, ...errors(400, 404) },
        },
      },
      async (request) => {
        const userId = await settings.userOfToken(request.query.token);
        if (!userId) throw notFound('This unsubscribe link is not valid.', 'UNSUBSCRIBE_LINK_UNKNOWN');
        const { kind, feedback } = request.query;
        // One item's mail (the link beside it in a portal mail), or the whole kind.
        if (kind === 'portal' && feedback) await followers.set(feedback, userId, false);
        else await settings.setOptOut(userId, kind, true);
        return { kind, feedback: (kind === 'portal' && feedback) || null, stopped: true as const };
      },
    );
  };
