import { z } from 'zod';
import { errors } from '../../http/common-schemas.ts';
import { existingFeedback } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { similarWords } from '../../search/search-words.ts';
import { feedbackItemSchema, idParams, similarQuery } from './schemas.ts';
import { publicFeedback } from './views.ts';

/** GET /feedback/similar and /feedback/{id} (public): items like a title being typed, and one item. */
export function findFeedback(app: RouteApp, feedback: FeedbackRepository): void {
  // Static, so the router prefers it to /feedback/:id (a test asks both).
  app.get(
    '/feedback/similar',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Items like a title being typed, best match first: vote on one instead of filing a duplicate',
        querystring: similarQuery,
        response: { 200: z.object({ items: z.array(feedbackItemSchema) }), ...errors(400) },
      },
    },
    async (request) => {
      const rows = await feedback.similar(similarWords(request.query.text), request.query.limit, request.user?.id);
      return { items: rows.map((row) => publicFeedback(row, request.user)) };
    },
  );

  app.get(
    '/feedback/:id',
    {
      schema: {
        tags: ['feedback'],
        summary: 'One item',
        params: idParams,
        response: { 200: feedbackItemSchema, ...errors(404) },
      },
    },
    async (request) => publicFeedback(await existingFeedback(feedback, request.params.id, request.user), request.user),
  );
}
