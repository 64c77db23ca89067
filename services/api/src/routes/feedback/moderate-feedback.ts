import { z } from 'zod';
import { fieldCheckFailure, mergedItem, notFound } from '../../errors.ts';
import { errors, requireUuid } from '../../http/common-schemas.ts';
import { existingFeedback } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { StatusChanges } from '../../portal/status-change.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { feedbackItemSchema, idParams, statusBody } from './schemas.ts';
import { publicFeedback } from './views.ts';

/** PUT /feedback/{id}/status and DELETE /feedback/{id} (admins). */
export function moderateFeedback(app: RouteApp, feedback: FeedbackRepository, changes: StatusChanges): void {
  app.put(
    '/feedback/:id/status',
    {
      schema: {
        tags: ['feedback', 'admin'],
        summary:
          'Change the status to a different one, with an optional note to the followers, who are mailed (admins)',
        params: idParams,
        body: statusBody,
        response: { 200: feedbackItemSchema, ...errors(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const item = await existingFeedback(feedback, request.params.id, admin);
      const { status, note } = request.body;
      const result = await changes.change({ feedbackId: item.id, status, note: note ?? null, adminId: admin.id });
      if ('missing' in result) throw notFound('Feedback not found.');
      if ('mergedInto' in result) throw mergedItem(result.mergedInto);
      if ('unchanged' in result) {
        throw fieldCheckFailure('status', 'STATUS_UNCHANGED', `The status is already ${status}.`);
      }
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
}
