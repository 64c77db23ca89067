import { Feed } from 'feed';
import { z } from 'zod';
import { LANGUAGES } from '@koester/contract/i18n/languages';
import { entityTag, matchesTag, type FeedbackListCache } from '../../events/feedback-list-cache.ts';
import { errors } from '../../http/common-schemas.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { MailLinks } from '../../mail/mail-links.ts';
import { fill, html } from '../../mail/mail-layout.ts';
import { PORTAL_TEXTS } from '../../mail/portal-texts.ts';
import { COMPLETED_DAYS, type RoadmapRepository } from '../../repositories/roadmap-repository.ts';
import { roadmapAnswer } from './schemas.ts';

/** As the public list: a shared cache may keep it briefly, and every instance keeps it until the portal changes. */
const PUBLIC_CACHING = 'public, max-age=5, stale-while-revalidate=30';
/** Feed readers ask every so often; an hour-old feed is fresh enough, and it costs one query when it changed. */
const FEED_CACHING = 'public, max-age=300';

const FEED_TITLES = {
  en: {
    title: 'Koester roadmap: status changes',
    description: 'Every change of status of the ideas and bugs on the Koester feedback portal.',
  },
  nl: {
    title: 'Koester-roadmap: statuswijzigingen',
    description: 'Elke statuswijziging van de ideeën en bugs op het feedbackportaal van Koester.',
  },
  fr: {
    title: 'Feuille de route Koester : changements de statut',
    description: 'Chaque changement de statut des idées et des bugs du portail de feedback de Koester.',
  },
} as const;

/** Atom asks for an author of the feed (RFC 4287 §4.1.1): the team that changes the statuses. */
const FEED_AUTHOR = { name: 'Koester' };
const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/**
 * GET /feedback/roadmap: the public roadmap's three columns (in progress; completed in the last 90 days; the most
 * wanted open items), each card with its votes. GET /feedback/changes.atom?lang=: the status changes as an Atom feed
 * at a stable address, in the asked language (Dutch by default), which the roadmap page links from its head.
 */
export function roadmap(app: RouteApp, roadmaps: RoadmapRepository, lists: FeedbackListCache, links: MailLinks): void {
  // A feed with no change yet was last updated when this instance started: a stable answer, not 1970.
  const startedAt = new Date();
  app.get(
    '/feedback/roadmap',
    {
      schema: {
        tags: ['feedback'],
        summary: `The roadmap: in progress, completed in the last ${COMPLETED_DAYS} days, and the most wanted open items`,
        response: {
          200: roadmapAnswer,
          304: z.null().meta({ description: 'Not modified: the answer the If-None-Match tag names is current' }),
          ...errors(),
        },
      },
    },
    async (request, reply) => {
      const answer = await lists.answer('roadmap', async () => reply.serialize(await roadmaps.columns()) as string);
      void reply.header('ETag', answer.etag).header('Cache-Control', PUBLIC_CACHING);
      if (matchesTag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send(undefined as never);
      return reply.type('application/json; charset=utf-8').send(answer.body as never);
    },
  );

  app.get(
    '/feedback/changes.atom',
    {
      schema: {
        tags: ['feedback'],
        summary: 'The status changes of the roadmap as an Atom feed (newest 50)',
        querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        response: {
          200: z.string().meta({ description: 'An Atom 1.0 document' }),
          304: z.null().meta({ description: 'Not modified: the answer the If-None-Match tag names is current' }),
          ...errors(400),
        },
      },
    },
    async (request, reply) => {
      // Dutch first, as the site: a feed address without a language is the Dutch one.
      const language = request.query.lang ?? 'nl';
      const t = PORTAL_TEXTS[language];
      const changes = await roadmaps.changes();
      const page = links.roadmap(language);
      const feed = new Feed({
        ...FEED_TITLES[language],
        id: page,
        link: page,
        language,
        copyright: 'Koester',
        author: FEED_AUTHOR,
        updated: changes[0]?.changed_at ?? startedAt,
        feedLinks: { atom: links.roadmapFeed(language) },
      });
      for (const change of changes) {
        // The feed's title and summary are HTML: what users typed is escaped once for it (mail-layout.ts).
        const values = { title: change.title, from: t.status[change.old_status], to: t.status[change.new_status] };
        // The note's lines stay lines, as in the mail.
        const paragraphs = [fill(t.statusChanged, values), ...(change.note ?? '').split(/(?:\r?\n)+/)].filter(Boolean);
        feed.addItem({
          id: `urn:uuid:${change.id}`,
          title: html(fill(t.statusSubject, values)),
          link: links.feedbackItem(change.feedback_id, language),
          date: change.changed_at,
          description: paragraphs.map((text) => `<p>${html(text)}</p>`).join(''),
        });
      }
      // The feed's language for readers (xml:lang), which the feed library does not write for Atom.
      const body = feed.atom1().replace(ATOM_ROOT, `${ATOM_ROOT.slice(0, -1)} xml:lang="${language}">`);
      const etag = entityTag(body);
      void reply.header('ETag', etag).header('Cache-Control', FEED_CACHING);
      if (matchesTag(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined as never);
      return reply.type('application/atom+xml; charset=utf-8').send(body);
    },
  );
}
