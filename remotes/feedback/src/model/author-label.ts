/** How an author is shown (spec §2): the team, User, yours, or anonymous. */
type AuthorLabel = 'team' | 'user' | 'yours' | 'yoursAnonymous' | 'anonymous' | 'itemAuthor';

interface ItemAuthor {
  is_anonymous: boolean;
  author_is_admin: boolean;
  is_own: boolean;
}

/**
 * The author label of a feedback item. Your own item is "yours" first (an
 * anonymous one says so, since only you see it is yours); an anonymous item is
 * never "the team", whoever wrote it.
 */
export function feedbackAuthor(item: ItemAuthor): AuthorLabel {
  if (item.is_own) return item.is_anonymous ? 'yoursAnonymous' : 'yours';
  if (item.is_anonymous) return 'anonymous';
  return item.author_is_admin ? 'team' : 'user';
}

interface CommentAuthor {
  user_id: string | null;
  isAdmin: boolean;
  is_own: boolean;
}

/**
 * The author label of a comment: yours, the team (admin comments, spec §2),
 * anonymous for the anonymous author of the item (the API sends no id for
 * them), the item's author when a named author answers, else User.
 */
export function commentAuthor(comment: CommentAuthor, item: { user_id: string | null }): AuthorLabel {
  if (comment.is_own) return 'yours';
  if (comment.isAdmin) return 'team';
  if (comment.user_id === null) return 'anonymous';
  return item.user_id !== null && comment.user_id === item.user_id ? 'itemAuthor' : 'user';
}
