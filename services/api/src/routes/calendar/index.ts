import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localDateAt } from '@koester/contract/dates/time-zones';
import { toLanguage } from '@koester/contract/i18n/languages';
import { calendarFile } from '../../calendar/calendar-file.ts';
import { notFound } from '../../errors.ts';
import { errors, pathParam } from '../../http/common-schemas.ts';
import type { MailLinks } from '../../mail/mail-links.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CalendarFeedRepository } from '../../repositories/calendar-feed-repository.ts';
import { DEFAULT_TIME_ZONE } from '../../reminders/schedule.ts';
import type { PeopleContext } from '../people/context.ts';

const feedSchema = z
  .object({
    url: z.string().nullable().meta({ description: 'The private address to subscribe to; null when there is none.' }),
    created_at: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeed' });

/** The calendar as the document describes it: text, not JSON. */
const calendarAnswer = {
  description: 'The important dates, one all-day event each, yearly ones repeating (RFC 5545).',
  content: { 'text/calendar': { schema: z.string() } },
};

/** A token in a calendar address: what newToken makes (43 URL-safe characters), with ".ics" after it. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/**
 * /calendar-feed: the user's private calendar address (iCalendar), to make, renew or revoke. /calendar/{token}.ics:
 * the calendar itself, for calendar apps (no sign-in: the 256-bit token is the key). Never cached, so an app sees a
 * change the next time it looks.
 */
export const calendarRoutes =
  (context: PeopleContext & { feeds: CalendarFeedRepository; links: MailLinks }): FastifyPluginAsyncZod =>
  async (app) => {
    const { feeds, links, stores, clock } = context;
    const view = (feed: { token: string; created_at: Date } | undefined) => ({
      url: feed ? links.calendarFeed(feed.token) : null,
      created_at: feed?.created_at.toISOString() ?? null,
    });

    app.get(
      '/calendar-feed',
      { schema: { tags: ['people'], summary: 'My calendar address', response: { 200: feedSchema, ...errors() } } },
      async (request) => view(await feeds.findOfUser(requireUser(request).id)),
    );

    app.post(
      '/calendar-feed',
      {
        schema: {
          tags: ['people'],
          summary: 'Make my calendar address (a new one: the previous address stops working)',
          response: { 201: feedSchema, ...errors(429) },
        },
      },
      async (request, reply) => reply.status(201).send(view(await feeds.renew(requireUser(request).id))),
    );

    app.delete(
      '/calendar-feed',
      {
        schema: {
          tags: ['people'],
          summary: 'Revoke my calendar address',
          response: { 204: z.null(), ...errors(429) },
        },
      },
      async (request, reply) => {
        await feeds.revoke(requireUser(request).id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/calendar/:file',
      {
        schema: {
          tags: ['people'],
          summary: "A user's important dates as iCalendar (text/calendar), for calendar apps",
          params: z.object({ file: pathParam }),
          response: { 200: calendarAnswer, ...errors(404) },
        },
      },
      async (request, reply) => {
        const token = FEED_FILE.exec(request.params.file)?.[1];
        const userId = token && (await feeds.userOfToken(token));
        if (!userId) throw notFound('This calendar address does not exist.', 'CALENDAR_NOT_FOUND');
        const [people, dates, settings] = await Promise.all([
          stores.people.listOwned(userId),
          stores.dates.listOfUser(userId),
          stores.settings.find(userId),
        ]);
        const today = localDateAt(clock.now(), settings?.time_zone ?? DEFAULT_TIME_ZONE);
        const body = calendarFile(people, dates, toLanguage(settings?.language), links, today);
        return reply
          .header('Content-Type', 'text/calendar; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', 'inline; filename="koester.ics"')
          .send(body);
      },
    );
  };
