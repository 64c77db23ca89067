import type { AuthUser } from '../../auth/token-verifier.ts';
import type { CommentRow } from '../../repositories/comment-repository.ts';

/**
 * The public view of a comment. A comment by the anonymous author of the item it was written on carries no user id
 * and no team flag: either would name (or narrow down) who wrote the item, the id by matching their other items and
 * comments. That is decided when the comment is written (`hide_author`, migration 012) and kept when a merge moves it.
 * `is_own` tells the caller which comments are theirs without showing any id.
 */
export function publicComment(row: CommentRow, viewer: AuthUser | null) {
  const byAnonymousAuthor = row.hide_author;
  return {
    id: row.id,
    feedback_id: row.feedback_id,
    user_id: byAnonymousAuthor ? null : row.user_id,
    content: row.content,
    isAdmin: byAnonymousAuthor ? false : row.is_admin,
    is_own: viewer?.id === row.user_id,
    created_at: row.created_at.toISOString(),
    merged_from: row.merged_from_id ? { id: row.merged_from_id, title: row.merged_from_title ?? '' } : null,
  };
}
