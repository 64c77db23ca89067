import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDBACK_LIMITS, validateComment } from '@koester/contract/validation/feedback-rules';
import { forbidden, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { withRule } from '../plugins/validation.ts';
import type { commentRepository } from '../repositories/comment-repository.ts';
import type { AuthUser } from '../auth/token-verifier.ts';
import type { FeedbackRepository, FeedbackRow } from '../repositories/feedback-repository.ts';
import { existingFeedback } from './feedback.ts';
import { commentSchema, errors, pathParam, requireUuid, ruledText } from './schemas.ts';

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRepository>['create']>>;

/**
 * The public view of a comment. A comment by the anonymous author of its item
 * carries no user id and no team flag: either would name (or narrow down) who
 * wrote the item, the id by matching their other items and comments. `is_own`
 * tells the caller which comments are theirs without showing any id.
 */
function publicComment(row: CommentRow, item: Pick<FeedbackRow, 'user_id' | 'is_anonymous'>, viewer: AuthUser | null) {
  const byAnonymousAuthor = item.is_anonymous && row.user_id === item.user_id;
  return {
    id: row.id,
    feedback_id: row.feedback_id,
    user_id: byAnonymousAuthor ? null : row.user_id,
    content: row.content,
    isAdmin: byAnonymousAuthor ? false : row.is_admin,
    is_own: viewer?.id === row.user_id,
    created_at: row.created_at.toISOString(),
  };
}

/** Spec §5's comment rules, checked by the shared rule; the schema states the same limits. */
export const commentBody = withRule(
  z.object({
    content: ruledText(
      FEEDBACK_LIMITS.commentMax,
      `${FEEDBACK_LIMITS.commentMin} to ${FEEDBACK_LIMITS.commentMax} characters.`,
    ),
  }),
  (body) => {
    const rule = validateComment(body.content);
    return rule.ok ? { ok: true, value: { content: rule.value } } : rule;
  },
);

/** /feedback/{id}/comments: read (public), add (signed in), delete (the author, or an admin). */
export const commentRoutes =
  (feedback: FeedbackRepository, comments: ReturnType<typeof commentRepository>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/feedback/:id/comments',
      {
        schema: {
          tags: ['comments'],
          summary: 'Comments on an item, oldest first',
          params: z.object({ id: pathParam }),
          response: { 200: z.array(commentSchema), ...errors(404) },
        },
      },
      async (request) => {
        const item = await existingFeedback(feedback, request.params.id, null);
        return (await comments.list(item.id)).map((row) => publicComment(row, item, request.user));
      },
    );

    app.post(
      '/feedback/:id/comments',
      {
        schema: {
          tags: ['comments'],
          summary: 'Add a comment (signed in)',
          params: z.object({ id: pathParam }),
          body: commentBody,
          response: { 201: commentSchema, ...errors(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const item = await existingFeedback(feedback, request.params.id, null);
        const row = await comments.create({
          feedbackId: item.id,
          userId: user.id,
          content: request.body.content,
          isAdmin: user.isAdmin,
        });
        return reply.status(201).send(publicComment(row, item, user));
      },
    );

    app.delete(
      '/feedback/:id/comments/:commentId',
      {
        schema: {
          tags: ['comments'],
          summary: 'Delete a comment (its author, or an admin)',
          params: z.object({ id: pathParam, commentId: pathParam }),
          response: { 204: z.null(), ...errors(403, 404, 429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const feedbackId = requireUuid(request.params.id, 'Comment');
        const commentId = requireUuid(request.params.commentId, 'Comment');
        const comment = await comments.find(feedbackId, commentId);
        if (!comment) throw notFound('Comment not found.');
        if (comment.user_id !== user.id && !user.isAdmin) {
          throw forbidden('You can only delete your own comments.', 'NOT_YOUR_COMMENT');
        }
        await comments.remove(commentId);
        return reply.status(204).send(null);
      },
    );
  };
