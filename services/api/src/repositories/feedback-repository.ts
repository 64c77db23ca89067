import { sql, type Kysely, type Transaction } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@koester/contract/validation/feedback-rules';
import type { Database } from '../db/schema.ts';
import { matching, ORDER, type FeedbackFilter, type FeedbackSort } from './feedback-filters.ts';

export { FEEDBACK_SORTS } from './feedback-filters.ts';

export type VoteValue = 'upvote' | 'downvote';

export interface FeedbackRow {
  id: string;
  title: string;
  description: string;
  type: FeedbackType;
  status: FeedbackStatus;
  user_id: string;
  author_is_admin: boolean;
  is_anonymous: boolean;
  /** ISO 8601, UTC. */
  created_at: string;
  upvotes: number;
  downvotes: number;
  comment_count: number;
  /** The viewer's own vote; null for a visitor. */
  user_vote: VoteValue | null;
  /** Whether the viewer follows the item; false for a visitor. */
  following: boolean;
  /** The item this duplicate was merged into; null for any other. */
  merged_into: string | null;
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Both texts weighted for ranking, the title above the description; migration 004 indexes this expression. */
const searchVector = sql`(setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'B'))`;

/** Feedback items, with vote counts always computed from the stored votes. */
export function feedbackRepository(db: Kysely<Database>) {
  /**
   * The item's columns (counts of votes and comments kept on the row by triggers) and the viewer's vote, joined: one
   * query, no per-row subquery.
   */
  const withViewerVote = (viewerId: string | undefined, executor: Executor = db) =>
    executor
      .selectFrom('feedback')
      .leftJoin('feedback_votes as v', (join) =>
        // A visitor has no vote: the join matches nothing (no user id is empty).
        join.onRef('v.feedback_id', '=', 'feedback.id').on('v.user_id', '=', viewerId ?? ''),
      )
      .leftJoin('feedback_followers as fw', (join) =>
        join.onRef('fw.feedback_id', '=', 'feedback.id').on('fw.user_id', '=', viewerId ?? ''),
      )
      .select([
        'feedback.id',
        'feedback.title',
        'feedback.description',
        'feedback.type',
        'feedback.status',
        'feedback.user_id',
        'feedback.author_is_admin',
        'feedback.is_anonymous',
        'feedback.upvotes',
        'feedback.downvotes',
        'feedback.comment_count',
        'feedback.merged_into',
        // Following means hearing of it: not while the viewer has stopped all portal mail.
        sql<boolean>`coalesce(fw.following, false) AND NOT EXISTS (
          SELECT 1 FROM mail_optouts o WHERE o.user_id = ${viewerId ?? ''} AND o.kind = 'portal')`.as('following'),
        // ISO 8601 straight from the database: parsing 100 dates per list only to format them again is waste.
        sql<string>`to_char(feedback.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
        sql<VoteValue | null>`CASE WHEN v.upvote THEN 'upvote' WHEN NOT v.upvote THEN 'downvote' END`.as('user_vote'),
      ]);

  return {
    /** One page in the chosen order, and the total of the filter (one query: the total rides along as a window). */
    async list(
      filter: FeedbackFilter & { limit: number; offset: number; sort: FeedbackSort },
      viewerId?: string,
    ): Promise<{ items: FeedbackRow[]; total: number }> {
      let query = withViewerVote(viewerId)
        .select(sql<number>`count(*) over ()::int`.as('total'))
        .where(matching(filter));
      for (const [column, direction] of ORDER[filter.sort]) query = query.orderBy(`feedback.${column}`, direction);
      const rows = await query.limit(filter.limit).offset(filter.offset).execute();
      if (rows.length > 0) return { items: rows, total: rows[0]!.total };
      // Past the end the window has no row to ride on: count separately.
      const count = await db
        .selectFrom('feedback')
        .select(sql<number>`count(*)::int`.as('total'))
        .where(matching(filter))
        .executeTakeFirstOrThrow();
      return { items: [], total: count.total };
    },

    async find(id: string, viewerId?: string, executor: Executor = db): Promise<FeedbackRow | undefined> {
      return withViewerVote(viewerId, executor).where('feedback.id', '=', id).executeTakeFirst();
    },

    /**
     * Items sharing a word, or a word's beginning, with the prefixes: full-text
     * search with the 'simple' configuration (no stemming, no extension, the
     * same on PGlite and PostgreSQL), best rank first, the title weighing more.
     */
    async similar(prefixes: string[], limit: number, viewerId?: string): Promise<FeedbackRow[]> {
      if (prefixes.length === 0) return [];
      // Only letters and digits reach this string (similar-words.ts), and it travels as a parameter.
      const query = sql`to_tsquery('simple', ${prefixes.map((word) => `${word}:*`).join(' | ')})`;
      return withViewerVote(viewerId)
        .where(sql<boolean>`${searchVector} @@ ${query}`)
        .where('feedback.merged_into', 'is', null)
        .orderBy(sql`ts_rank(${searchVector}, ${query})`, 'desc')
        .orderBy('feedback.upvotes', 'desc')
        .orderBy('feedback.created_at', 'desc')
        .orderBy('feedback.id')
        .limit(limit)
        .execute();
    },

    async create(values: {
      title: string;
      description: string;
      type: FeedbackType;
      userId: string;
      authorIsAdmin: boolean;
      isAnonymous: boolean;
    }): Promise<FeedbackRow> {
      const { id } = await db
        .insertInto('feedback')
        .values({
          title: values.title,
          description: values.description,
          type: values.type,
          user_id: values.userId,
          author_is_admin: values.authorIsAdmin,
          is_anonymous: values.isAnonymous,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await this.find(id, values.userId))!;
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('feedback').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Spec §4 vote semantics, one vote per user per item: a new vote is added,
     * the other direction changes it, the same vote again removes it. The
     * database function (migration 003) locks the item row for the one
     * statement, so concurrent votes apply one after the other and the counts
     * always match the stored votes. Returns undefined when the item does not exist,
     * and where it went when it was merged into another (migration 010).
     */
    async vote(feedbackId: string, userId: string, upvote: boolean) {
      const { rows } = await sql<{ user_vote: VoteValue | null }>`
        SELECT user_vote FROM feedback_cast_vote(${feedbackId}::uuid, ${userId}, ${upvote})`.execute(db);
      if (rows.length === 0) {
        const merged = await db
          .selectFrom('feedback')
          .select('merged_into')
          .where('id', '=', feedbackId)
          .executeTakeFirst();
        return merged?.merged_into ? { mergedInto: merged.merged_into } : undefined;
      }
      const item = (await this.find(feedbackId, userId))!;
      return { item, userVote: rows[0]!.user_vote };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
