import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackListCache } from '../../events/feedback-list-cache.ts';
import type { StatusChanges } from '../../portal/status-change.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import type { FollowerRepository } from '../../repositories/follower-repository.ts';
import { findFeedback } from './find-feedback.ts';
import { followFeedback } from './follow-feedback.ts';
import { listFeedback } from './list-feedback.ts';
import { moderateFeedback } from './moderate-feedback.ts';
import { submitAndVote } from './submit-and-vote.ts';

interface FeedbackContext {
  feedback: FeedbackRepository;
  followers: FollowerRepository;
  lists: FeedbackListCache;
  changes: StatusChanges;
}

/**
 * /feedback: list, search, similar and one item (public), submit, vote and follow (signed in), status and delete
 * (admins).
 */
export const feedbackRoutes =
  ({ feedback, followers, lists, changes }: FeedbackContext): FastifyPluginAsyncZod =>
  async (app) => {
    listFeedback(app, feedback, lists);
    findFeedback(app, feedback);
    submitAndVote(app, feedback);
    followFeedback(app, feedback, followers);
    moderateFeedback(app, feedback, changes);
  };
