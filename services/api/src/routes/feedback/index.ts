import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackListCache } from '../../events/feedback-list-cache.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { findFeedback } from './find-feedback.ts';
import { listFeedback } from './list-feedback.ts';
import { moderateFeedback } from './moderate-feedback.ts';
import { submitAndVote } from './submit-and-vote.ts';

/** /feedback: list, search, similar and one item (public), submit (signed in), vote (signed in), status and delete (admins). */
export const feedbackRoutes =
  (feedback: FeedbackRepository, lists: FeedbackListCache): FastifyPluginAsyncZod =>
  async (app) => {
    listFeedback(app, feedback, lists);
    findFeedback(app, feedback);
    submitAndVote(app, feedback);
    moderateFeedback(app, feedback);
  };
