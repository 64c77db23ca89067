import type { AuthUser } from '../../auth/token-verifier.ts';
import type { FeedbackRow } from '../../repositories/feedback-repository.ts';

/** The public view of an item: an anonymous item never shows its author. */
export function publicFeedback(row: FeedbackRow, viewer: AuthUser | null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    user_id: row.is_anonymous ? null : row.user_id,
    is_anonymous: row.is_anonymous,
    author_is_admin: row.is_anonymous ? false : row.author_is_admin,
    is_own: viewer?.id === row.user_id,
    created_at: row.created_at,
    comment_count: row.comment_count,
    user_vote: viewer ? row.user_vote : null,
    following: viewer ? row.following : false,
    merged_into: row.merged_into,
  };
}
