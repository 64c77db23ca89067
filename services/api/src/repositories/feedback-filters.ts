import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@koester/contract/validation/feedback-rules';
import type { Database } from '../db/schema.ts';

/** newest: created_at descending (the default). top: most upvoted first, then newest. */
export const FEEDBACK_SORTS = ['newest', 'top'] as const;

export type FeedbackSort = (typeof FEEDBACK_SORTS)[number];

export interface FeedbackFilter {
  type?: FeedbackType;
  status?: FeedbackStatus;
  /**
   * Search words: each must occur in the title or the description, folded alike on both sides (case, accents and
   * hyphens ignored: "e-mail" finds "email", "creme" finds "crème"; koester_fold, migration 010).
   */
  words?: string[];
  /** Only this author's items, anonymous ones included (for the author themself: "my items"). */
  authorId?: string;
  /** Only the items this user voted on, either way ("my votes"). */
  voterId?: string;
  /** Only the items this user follows. */
  followerId?: string;
}

/** The text with LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const ORDER: Record<FeedbackSort, [column: 'upvotes' | 'created_at' | 'id', direction: 'asc' | 'desc'][]> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'asc'],
  ],
  top: [
    ['upvotes', 'desc'],
    ['created_at', 'desc'],
    ['id', 'asc'],
  ],
};

/** The list's conditions: what the filter asks, and never a duplicate merged into another item. */
export const matching = (filter: FeedbackFilter) => (eb: ExpressionBuilder<Database, 'feedback'>) => {
  const conditions: Expression<SqlBool>[] = [eb('feedback.merged_into', 'is', null)];
  if (filter.type) conditions.push(eb('feedback.type', '=', filter.type));
  if (filter.status) conditions.push(eb('feedback.status', '=', filter.status));
  if (filter.authorId) conditions.push(eb('feedback.user_id', '=', filter.authorId));
  // The viewer’s own slices: the items among their votes, or among what they follow.
  if (filter.voterId) {
    const votes = eb.selectFrom('feedback_votes').select('feedback_id').where('user_id', '=', filter.voterId);
    conditions.push(eb('feedback.id', 'in', votes));
  }
  if (filter.followerId) {
    const follows = eb
      .selectFrom('feedback_followers')
      .select('feedback_id')
      .where('user_id', '=', filter.followerId)
      .where('following', '=', true);
    conditions.push(eb('feedback.id', 'in', follows));
    // As each item's `following`: nothing is followed while all portal mail is stopped.
    const stopped = eb
      .selectFrom('mail_optouts')
      .select('user_id')
      .where('user_id', '=', filter.followerId)
      .where('kind', '=', 'portal');
    conditions.push(eb.not(eb.exists(stopped)));
  }
  for (const word of filter.words ?? []) {
    conditions.push(sql<SqlBool>`feedback.search_text LIKE '%' || koester_fold(${likeLiteral(word)}) || '%'`);
  }
  return eb.and(conditions);
};
