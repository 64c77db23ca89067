import { z } from 'zod';
import { forbidden, mergedItem, notFound } from '../../errors.ts';
import { errors, requireUuid } from '../../http/common-schemas.ts';
import { existingFeedback, openFeedback } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { noteLanguageOf } from '../../http/note-language.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CommentDigests } from '../../portal/digests.ts';
import type { MailSettingsRepository } from '../../repositories/mail-settings-repository.ts';
import type { CommentRepository } from '../../repositories/comment-repository.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { commentBody, commentParams, commentSchema, threadParams } from './schemas.ts';
import { publicComment } from './views.ts';

/** /feedback/{id}/comments: read (public), add (signed in), delete (the author, or an admin). */
export function commentThread(
  app: RouteApp,
  feedback: FeedbackRepository,
  comments: CommentRepository,
  digests: CommentDigests,
  settings: MailSettingsRepository,
): void {
  app.get(
    '/feedback/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Comments on an item, oldest first',
        params: threadParams,
        response: { 200: z.array(commentSchema), ...errors(404) },
      },
    },
    async (request) => {
      const item = await existingFeedback(feedback, request.params.id, null);
      return (await comments.list(item.id)).map((row) => publicComment(row, request.user));
    },
  );

  app.post(
    '/feedback/:id/comments',
    {
      schema: {
        tags: ['comments'],
        summary: 'Add a comment (signed in)',
        params: threadParams,
        body: commentBody,
        response: { 201: commentSchema, ...errors(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const item = await openFeedback(feedback, request.params.id, null);
      // The followers hear of it in the item's next digest (at most one an hour), queued with the comment.
      const result = await comments.create(
        { feedbackId: item.id, userId: user.id, content: request.body.content, isAdmin: user.isAdmin },
        (trx) => digests.commented(item.id, trx),
      );
      if (!result.comment) throw result.mergedInto ? mergedItem(result.mergedInto) : notFound('Feedback not found.');
      await noteLanguageOf(request, settings, user);
      return reply.status(201).send(publicComment(result.comment, user));
    },
  );

  app.delete(
    '/feedback/:id/comments/:commentId',
    {
      schema: {
        tags: ['comments'],
        summary: 'Delete a comment (its author, or an admin)',
        params: commentParams,
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
}
