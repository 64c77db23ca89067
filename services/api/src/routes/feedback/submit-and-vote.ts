import { errors, requireUuid } from '../../http/common-schemas.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { noteLanguageOf } from '../../http/note-language.ts';
import { mergedItem, notFound } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import type { MailSettingsRepository } from '../../repositories/mail-settings-repository.ts';
import { feedbackBody, feedbackItemSchema, idParams, voteAnswer, voteBody } from './schemas.ts';
import { publicFeedback } from './views.ts';

/** POST /feedback and /feedback/{id}/vote (signed in): submit an item, and vote on one. */
export function submitAndVote(app: RouteApp, feedback: FeedbackRepository, settings: MailSettingsRepository): void {
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
      await noteLanguageOf(request, settings, user);
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
        body: voteBody,
        response: { 200: voteAnswer, ...errors(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = requireUuid(request.params.id, 'Feedback');
      const result = await feedback.vote(id, user.id, request.body.upvote);
      await noteLanguageOf(request, settings, user);
      if (!result?.item) throw result?.mergedInto ? mergedItem(result.mergedInto) : notFound('Feedback not found.');
      return { item: publicFeedback(result.item, user), user_vote: result.userVote ?? null };
    },
  );
}
