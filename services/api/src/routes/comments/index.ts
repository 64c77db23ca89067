import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommentDigests } from '../../portal/digests.ts';
import type { CommentRepository } from '../../repositories/comment-repository.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import { commentThread } from './comment-thread.ts';

/** The comments on feedback items. */
export const commentRoutes =
  (feedback: FeedbackRepository, comments: CommentRepository, digests: CommentDigests): FastifyPluginAsyncZod =>
  async (app) => {
    commentThread(app, feedback, comments, digests);
  };
