import { z } from 'zod';
import { entityTag, matchesTag, type FeedbackListCache } from '../../events/feedback-list-cache.ts';
import { errors } from '../../http/common-schemas.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { searchWords } from '../../search/search-words.ts';
import { listAnswer, listQuery } from './schemas.ts';
import { publicFeedback } from './views.ts';

/** A shared cache (a CDN) may keep a signed-out visitor's list briefly, and serve it a while longer as it checks. */
const PUBLIC_LIST_CACHING = 'public, max-age=5, stale-while-revalidate=30';
/** A signed-in viewer's list holds their own votes: only their browser keeps it, and asks again each time. */
const PERSONAL_LIST_CACHING = 'private, no-cache';

/** GET /feedback: the portal's list (public), filtered and searched, with entity tags and kept answers. */
export function listFeedback(app: RouteApp, feedback: FeedbackRepository, lists: FeedbackListCache): void {
  app.get(
    '/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'List feedback: filter, search, newest or most upvoted first',
        querystring: listQuery,
        response: {
          200: listAnswer,
          304: z.null().meta({ description: 'Not modified: the answer the If-None-Match tag names is current' }),
          ...errors(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { limit, offset, type, status, q, sort, mine } = request.query;
      const viewerId = mine && mine !== 'false' ? requireUser(request).id : undefined;
      const authorId = mine === 'true' || mine === 'items' ? viewerId : undefined;
      const voterId = mine === 'votes' ? viewerId : undefined;
      const followerId = mine === 'following' ? viewerId : undefined;
      const words = searchWords(q ?? '');
      const load = async () => {
        const { items, total } = await feedback.list(
          { limit, offset, type, status, sort, words, authorId, voterId, followerId },
          request.user?.id,
        );
        return reply.serialize({
          items: items.map((row) => publicFeedback(row, request.user)),
          total,
          limit,
          offset,
        }) as string;
      };
      // A signed-out visitor's answer is everyone's: kept in memory until the list changes. A signed-in viewer's
      // holds their votes, so it is made for them each time.
      const personal = request.user !== null;
      const answer = personal
        ? await load().then((body) => ({ body, etag: entityTag(body) }))
        : await lists.answer(JSON.stringify([limit, offset, type, status, sort, words]), load);
      void reply
        .header('ETag', answer.etag)
        .header('Cache-Control', personal ? PERSONAL_LIST_CACHING : PUBLIC_LIST_CACHING)
        // Added to what CORS set (Vary: Origin): a shared cache keeps one answer per origin and per caller.
        .header('Vary', [reply.getHeader('vary'), 'Authorization'].filter(Boolean).join(', '));
      // No body, and no length of one: a 304 ends at its headers.
      if (matchesTag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send(undefined as never);
      // Already serialized by the route's own serializer (reply.serialize): sent as it is.
      return reply.type('application/json; charset=utf-8').send(answer.body as never);
    },
  );
}
