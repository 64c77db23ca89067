import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  validateFeedback,
} from '@koester/contract/validation/feedback-rules';
import type { AuthUser } from '../auth/token-verifier.ts';
import { fieldCheckFailure, notFound } from '../errors.ts';
import { entityTag, matchesTag, type FeedbackListCache } from '../events/feedback-list-cache.ts';
import { requireAdmin, requireUser } from '../plugins/auth.ts';
import { withRule } from '../plugins/validation.ts';
import { FEEDBACK_SORTS, type FeedbackRepository, type FeedbackRow } from '../repositories/feedback-repository.ts';
import { SEARCH_TEXT_MAX, searchWords, similarWords } from '../search/search-words.ts';
import { errors, feedbackItemSchema, pathParam, requireUuid, ruledText, userVoteSchema } from './schemas.ts';

/** The public view of an item: an anonymous item never shows its author. */
function publicFeedback(row: FeedbackRow, viewer: AuthUser | null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    user_id: row.is_anonymous ? null : row.user_id,
    is_anonymous: row.is_anonymous,
    author_is_admin: row.is_anonymous ? false : row.author_is_admin,
    is_own: viewer?.id === row.user_id,
    created_at: row.created_at,
    comment_count: row.comment_count,
    user_vote: viewer ? row.user_vote : null,
  };
}

const idParams = z.object({ id: pathParam });

/** The item a path names, as the viewer sees it; 404 for an unknown or malformed id. */
export async function existingFeedback(feedback: FeedbackRepository, rawId: string, viewer: AuthUser | null) {
  const item = await feedback.find(requireUuid(rawId, 'Feedback'), viewer?.id);
  if (!item) throw notFound('Feedback not found.');
  return item;
}

/** Spec §5, checked by the shared rule; the schema states the same limits for the OpenAPI document. */
export const feedbackBody = withRule(
  z.object({
    title: ruledText(
      FEEDBACK_LIMITS.titleMax,
      `${FEEDBACK_LIMITS.titleMin} to ${FEEDBACK_LIMITS.titleMax} characters.`,
    ),
    description: ruledText(
      FEEDBACK_LIMITS.descriptionMax,
      `${FEEDBACK_LIMITS.descriptionMin} to ${FEEDBACK_LIMITS.descriptionMax} characters; line breaks are kept.`,
    ),
    type: z.enum(FEEDBACK_TYPES),
    is_anonymous: z.boolean().default(false),
  }),
  validateFeedback,
);

/** /feedback: list, search, similar and one item (public), submit (signed in), vote (signed in), status and delete (admins). */
/** A shared cache (a CDN) may keep a signed-out visitor's list briefly, and serve it a while longer as it checks. */
const PUBLIC_LIST_CACHING = 'public, max-age=5, stale-while-revalidate=30';
/** A signed-in viewer's list holds their own votes: only their browser keeps it, and asks again each time. */
const PERSONAL_LIST_CACHING = 'private, no-cache';

export const feedbackRoutes =
  (feedback: FeedbackRepository, lists: FeedbackListCache): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/feedback',
      {
        schema: {
          tags: ['feedback'],
          summary: 'List feedback: filter, search, newest or most upvoted first',
          querystring: z.object({
            limit: z.coerce.number().int().min(1).max(100).default(20),
            offset: z.coerce.number().int().min(0).default(0),
            type: z.enum(FEEDBACK_TYPES).optional(),
            status: z.enum(FEEDBACK_STATUSES).optional(),
            q: z
              .string()
              .trim()
              .max(SEARCH_TEXT_MAX)
              .optional()
              .meta({
                description:
                  'Search: every word (split on white space) must occur in the title or the description, ' +
                  'case-insensitive; % and _ are plain characters. Blank searches nothing. Matches the stored text, ' +
                  'whose angle brackets are escaped.',
              }),
            mine: z
              .enum(['true', 'false'])
              .optional()
              .meta({
                description:
                  "true: only the caller's own items, anonymous ones included (401 when signed out). Nobody else's " +
                  'authorship is ever answered: an anonymous item shows as own only to its author.',
              }),
            sort: z.enum(FEEDBACK_SORTS).default('newest').meta({
              description: 'newest: created_at descending. top: upvotes descending, then newest.',
            }),
          }),
          response: {
            200: z.object({
              items: z.array(feedbackItemSchema),
              /** Of the whole filtered set, not just this page. */
              total: z.number().int(),
              limit: z.number(),
              offset: z.number(),
            }),
            304: z.null().meta({ description: 'Not modified: the answer the If-None-Match tag names is current' }),
            ...errors(400, 401),
          },
        },
      },
      async (request, reply) => {
        const { limit, offset, type, status, q, sort, mine } = request.query;
        const authorId = mine === 'true' ? requireUser(request).id : undefined;
        const words = searchWords(q ?? '');
        const load = async () => {
          const { items, total } = await feedback.list(
            { limit, offset, type, status, sort, words, authorId },
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
        if (matchesTag(request.headers['if-none-match'], answer.etag))
          return reply.status(304).send(undefined as never);
        // Already serialized by the route's own serializer (reply.serialize): sent as it is.
        return reply.type('application/json; charset=utf-8').send(answer.body as never);
      },
    );

    // Static, so the router prefers it to /feedback/:id (a test asks both).
    app.get(
      '/feedback/similar',
      {
        schema: {
          tags: ['feedback'],
          summary: 'Items like a title being typed, best match first: vote on one instead of filing a duplicate',
          querystring: z.object({
            text: z
              .string()
              .trim()
              .min(1)
              .max(SEARCH_TEXT_MAX)
              .meta({
                description:
                  'Words of 3 or more letters or digits, common words aside, match items having a word that begins ' +
                  'with one of them (at most 8 words). No such word: no items.',
              }),
            limit: z.coerce.number().int().min(1).max(5).default(3),
          }),
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
      async (request) =>
        publicFeedback(await existingFeedback(feedback, request.params.id, request.user), request.user),
    );

    app.post(
      '/feedback',
      {
        schema: {
          tags: ['feedback'],
          summary: 'Submit feedback (signed in)',
          body: feedbackBody,
          response: { 201: feedbackItemSchema, ...errors(400, 429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { title, description, type } = request.body;
        const row = await feedback.create({
          title,
          description,
          type,
          userId: user.id,
          authorIsAdmin: user.isAdmin,
          isAnonymous: request.body.is_anonymous,
        });
        return reply.status(201).send(publicFeedback(row, user));
      },
    );

    app.post(
      '/feedback/:id/vote',
      {
        schema: {
          tags: ['feedback'],
          summary: 'Vote: add, change, or remove by voting the same way again (signed in)',
          params: idParams,
          body: z.object({ upvote: z.boolean() }),
          response: {
            200: z.object({ item: feedbackItemSchema, user_vote: userVoteSchema }),
            ...errors(400, 404, 429),
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const id = requireUuid(request.params.id, 'Feedback');
        const result = await feedback.vote(id, user.id, request.body.upvote);
        if (!result) throw notFound('Feedback not found.');
        return { item: publicFeedback(result.item, user), user_vote: result.userVote };
      },
    );

    app.put(
      '/feedback/:id/status',
      {
        schema: {
          tags: ['feedback', 'admin'],
          summary: 'Change the status to a different one (admins)',
          params: idParams,
          body: z.object({ status: z.enum(FEEDBACK_STATUSES) }),
          response: { 200: feedbackItemSchema, ...errors(400, 403, 404, 429) },
        },
      },
      async (request) => {
        const admin = requireAdmin(request);
        const item = await existingFeedback(feedback, request.params.id, admin);
        if (item.status === request.body.status) {
          throw fieldCheckFailure('status', 'STATUS_UNCHANGED', `The status is already ${request.body.status}.`);
        }
        await feedback.setStatus(item.id, request.body.status);
        return publicFeedback((await feedback.find(item.id, admin.id))!, admin);
      },
    );

    app.delete(
      '/feedback/:id',
      {
        schema: {
          tags: ['feedback', 'admin'],
          summary: 'Delete feedback with its votes and comments (admins)',
          params: idParams,
          response: { 204: z.null(), ...errors(403, 404, 429) },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        const id = requireUuid(request.params.id, 'Feedback');
        if (!(await feedback.remove(id))) throw notFound('Feedback not found.');
        return reply.status(204).send(null);
      },
    );
  };
