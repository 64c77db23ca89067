import { fieldCheckFailure, mergedItem, notFound } from '../../errors.ts';
import { errors, requireUuid } from '../../http/common-schemas.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { FeedbackRepository } from '../../repositories/feedback-repository.ts';
import type { MergeRepository, MergeResult } from '../../repositories/merge-repository.ts';
import type { CommentDigests } from '../../portal/digests.ts';
import { feedbackItemSchema, idParams, mergeBody } from './schemas.ts';
import { publicFeedback } from './views.ts';

type Refusal = Extract<MergeResult, { refused: string }>['refused'];

/** The answer to each refusal: the path's item unknown or merged already; the target named in `into` unfit. */
const REFUSALS: Record<Refusal, (sourceId: string) => Error> = {
  self: () => fieldCheckFailure('into', 'MERGE_INTO_ITSELF', 'An item cannot be merged into itself.'),
  'source-missing': () => notFound('Feedback not found.'),
  'target-missing': () =>
    fieldCheckFailure(
      'into',
      'MERGE_TARGET_NOT_FOUND',
      'The item to merge into does not exist (it may have been deleted).',
    ),
  'source-merged': () => new Error('unreachable'),
  'target-merged': () =>
    fieldCheckFailure(
      'into',
      'MERGE_TARGET_MERGED',
      'That item was itself merged into another one: merge into that one.',
    ),
  circle: () =>
    fieldCheckFailure(
      'into',
      'MERGE_CIRCULAR',
      'That item was merged into this one: merging back would make a circle.',
    ),
};

/** POST /feedback/{id}/merge (admins): the item is a duplicate of `into`, which takes its votes, comments and followers. */
export function mergeFeedback(
  app: RouteApp,
  feedback: FeedbackRepository,
  merges: MergeRepository,
  digests: CommentDigests,
): void {
  app.post(
    '/feedback/:id/merge',
    {
      schema: {
        tags: ['feedback', 'admin'],
        summary: 'Merge a duplicate into another item: votes (one per user), comments and followers move (admins)',
        params: idParams,
        body: mergeBody,
        response: { 200: feedbackItemSchema, ...errors(400, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const sourceId = requireUuid(request.params.id, 'Feedback');
      const targetId = request.body.into.toLowerCase();
      // The duplicate's comments that no digest has told of yet are the kept item's now: its next digest, queued with
      // the merge, takes them.
      const result = await merges.merge(sourceId, targetId, admin.id, (trx) => digests.commented(targetId, trx));
      if ('refused' in result) {
        if (result.refused === 'source-merged') {
          const source = await feedback.find(sourceId);
          throw mergedItem(source!.merged_into!);
        }
        throw REFUSALS[result.refused](sourceId);
      }
      return publicFeedback((await feedback.find(targetId, admin.id))!, admin);
    },
  );
}
