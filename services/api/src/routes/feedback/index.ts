import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedbackListCache } from '../../events/feedback-list-cache.ts';
import type { CommentDigests } from '../../portal/digests.ts';
import type { StatusChanges } from '../../portal/status-change.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import type { FollowerRepository } from '../../repositories/follower-repository.ts';
import type { MergeRepository } from '../../repositories/merge-repository.ts';
import type { RoadmapRepository } from '../../repositories/roadmap-repository.ts';
import type { MailLinks } from '../../mail/mail-links.ts';
import type { MailSettingsRepository } from '../../repositories/mail-settings-repository.ts';
import { findFeedback } from './find-feedback.ts';
import { followFeedback } from './follow-feedback.ts';
import { mergeFeedback } from './merge-feedback.ts';
import { roadmap } from './roadmap.ts';
import { listFeedback } from './list-feedback.ts';
import { moderateFeedback } from './moderate-feedback.ts';
import { submitAndVote } from './submit-and-vote.ts';

interface FeedbackContext {
  feedback: FeedbackRepository;
  followers: FollowerRepository;
  merges: MergeRepository;
  roadmaps: RoadmapRepository;
  settings: MailSettingsRepository;
  lists: FeedbackListCache;
  links: MailLinks;
  changes: StatusChanges;
  digests: CommentDigests;
}

/**
 * /feedback: list, search, similar and one item (public), submit, vote and follow (signed in), status, delete and
 * merge (admins).
 */
export const feedbackRoutes =
  ({
    feedback,
    followers,
    merges,
    roadmaps,
    settings,
    lists,
    links,
    changes,
    digests,
  }: FeedbackContext): FastifyPluginAsyncZod =>
  async (app) => {
    listFeedback(app, feedback, lists);
    roadmap(app, roadmaps, lists, links);
    findFeedback(app, feedback);
    submitAndVote(app, feedback, settings);
    followFeedback(app, feedback, followers, settings);
    moderateFeedback(app, feedback, changes);
    mergeFeedback(app, feedback, merges, digests);
  };
