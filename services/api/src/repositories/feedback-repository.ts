import { sql, type Kysely, type Transaction } from 'kysely';
import type { FeedbackStatus, FeedbackType } from '@koester/shared/validation/feedback-rules';
import type { Database } from '../db/schema.ts';

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
}

export type VoteValue = 'upvote' | 'downvote';

type Executor = Kysely<Database> | Transaction<Database>;

/** Feedback items, with vote counts always computed from the stored votes. */
export function feedbackRepository(db: Kysely<Database>) {
  const columns = [
    'id',
    'title',
    'description',
    'type',
    'status',
    'user_id',
    'author_is_admin',
    'is_anonymous',
    'upvotes',
    'downvotes',
    // ISO 8601 straight from the database: parsing 100 dates per list only to format them again is waste.
    sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
  ] as const;

  return {
    /** One page, newest first, and the total of the filter (one query: the total rides along as a window). */
    async list(filter: { limit: number; offset: number; type?: FeedbackType; status?: FeedbackStatus }) {
      let query = db.selectFrom('feedback').select([...columns, sql<number>`count(*) over ()::int`.as('total')]);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.status) query = query.where('status', '=', filter.status);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      if (rows.length > 0) return { items: rows as FeedbackRow[], total: rows[0]!.total };
      // Past the end the window has no row to ride on: count separately.
      let count = db.selectFrom('feedback').select(sql<number>`count(*)::int`.as('total'));
      if (filter.type) count = count.where('type', '=', filter.type);
      if (filter.status) count = count.where('status', '=', filter.status);
      return { items: [] as FeedbackRow[], total: (await count.executeTakeFirstOrThrow()).total };
    },

    async find(id: string, executor: Executor = db): Promise<FeedbackRow | undefined> {
      return executor.selectFrom('feedback').select(columns).where('id', '=', id).executeTakeFirst() as Promise<
        FeedbackRow | undefined
      >;
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
      return (await this.find(id))!;
    },

    async setStatus(id: string, status: FeedbackStatus): Promise<void> {
      await db.updateTable('feedback').set({ status }).where('id', '=', id).execute();
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
     * always match the stored votes. Returns undefined when the item does not exist.
     */
    async vote(feedbackId: string, userId: string, upvote: boolean) {
      const { rows } = await sql<{ user_vote: VoteValue | null }>`
        SELECT user_vote FROM feedback_cast_vote(${feedbackId}::uuid, ${userId}, ${upvote})`.execute(db);
      if (rows.length === 0) return undefined;
      const item = (await this.find(feedbackId))!;
      return { item, userVote: rows[0]!.user_vote };
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
