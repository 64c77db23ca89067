import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEEDBACK_LIMITS, validateComment } from '@koester/shared/validation/feedback-rules';
import { forbidden, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { withRule } from '../plugins/validation.ts';
import type { commentRepository } from '../repositories/comment-repository.ts';
import type { FeedbackRepository } from '../repositories/feedback-repository.ts';
import { commentSchema, errors, pathParam, requireUuid, SAFE_TEXT } from './schemas.ts';

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRepository>['create']>>;

const publicComment = (row: CommentRow) => ({
  id: row.id,
  feedback_id: row.feedback_id,
  user_id: row.user_id,
  content: row.content,
  isAdmin: row.is_admin,
  created_at: row.created_at.toISOString(),
});

/** Spec §5's comment rules, checked by the shared rule; the schema states the same limits. */
export const commentBody = withRule(
  z.object({
    content: z
      .string()
      .trim()
      .min(FEEDBACK_LIMITS.commentMin)
      .max(FEEDBACK_LIMITS.commentMax)
      .meta({ description: SAFE_TEXT }),
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
    const existingFeedback = async (rawId: string) => {
      const id = requireUuid(rawId, 'Feedback');
      if (!(await feedback.find(id))) throw notFound('Feedback not found.');
      return id;
    };

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
      async (request) => (await comments.list(await existingFeedback(request.params.id))).map(publicComment),
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
        const feedbackId = await existingFeedback(request.params.id);
        const row = await comments.create({
          feedbackId,
          userId: user.id,
          content: request.body.content,
          isAdmin: user.isAdmin,
        });
        return reply.status(201).send(publicComment(row));
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
