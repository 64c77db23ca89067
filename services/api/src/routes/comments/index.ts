import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommentDigests } from '../../portal/digests.ts';
import type { MailSettingsRepository } from '../../repositories/mail-settings-repository.ts';
import type { CommentRepository } from '../../repositories/comment-repository.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { commentThread } from './comment-thread.ts';

/** The comments on feedback items. */
export const commentRoutes =
  (
    feedback: FeedbackRepository,
    comments: CommentRepository,
    digests: CommentDigests,
    settings: MailSettingsRepository,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    commentThread(app, feedback, comments, digests, settings);
  };
