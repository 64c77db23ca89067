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
  created_at: Date;
  upvotes: number;
  downvotes: number;
}

export type VoteValue = 'upvote' | 'downvote';

type Executor = Kysely<Database> | Transaction<Database>;

/** Feedback items, with vote counts always computed from the stored votes. */
export function feedbackRepository(db: Kysely<Database>) {
  const withCounts = (executor: Executor) =>
    executor
      .selectFrom('feedback as f')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('feedback_votes as v')
            .whereRef('v.feedback_id', '=', 'f.id')
            .select([
              sql<number>`count(*) filter (where v.upvote)::int`.as('upvotes'),
              sql<number>`count(*) filter (where not v.upvote)::int`.as('downvotes'),
            ])
            .as('counts'),
        (join) => join.onTrue(),
      )
      .select([
        'f.id',
        'f.title',
        'f.description',
        'f.type',
        'f.status',
        'f.user_id',
        'f.author_is_admin',
        'f.is_anonymous',
        'f.created_at',
        sql<number>`coalesce(counts.upvotes, 0)`.as('upvotes'),
        sql<number>`coalesce(counts.downvotes, 0)`.as('downvotes'),
      ]);

  return {
    async list(filter: { limit: number; offset: number; type?: FeedbackType; status?: FeedbackStatus }) {
      let items = withCounts(db);
      let count = db.selectFrom('feedback').select(sql<number>`count(*)::int`.as('total'));
      if (filter.type) {
        items = items.where('f.type', '=', filter.type);
        count = count.where('type', '=', filter.type);
      }
      if (filter.status) {
        items = items.where('f.status', '=', filter.status);
        count = count.where('status', '=', filter.status);
      }
      const [rows, { total }] = await Promise.all([
        items.orderBy('f.created_at', 'desc').orderBy('f.id').limit(filter.limit).offset(filter.offset).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { items: rows as FeedbackRow[], total };
    },

    async find(id: string, executor: Executor = db): Promise<FeedbackRow | undefined> {
      return (await withCounts(executor).where('f.id', '=', id).executeTakeFirst()) as FeedbackRow | undefined;
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

    async voteOf(feedbackId: string, userId: string): Promise<VoteValue | null> {
      const row = await db
        .selectFrom('feedback_votes')
        .select('upvote')
        .where('feedback_id', '=', feedbackId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? (row.upvote ? 'upvote' : 'downvote') : null;
    },

    /**
     * Spec §4 vote semantics, one vote per user per item: a new vote is added,
     * the other direction changes it, the same vote again removes it. The item
     * row is locked for the transaction, so concurrent votes on one item apply
     * one after the other and the counts always match the stored votes.
     * Returns undefined when the item does not exist.
     */
    async vote(feedbackId: string, userId: string, upvote: boolean) {
      return db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('feedback')
          .select('id')
          .where('id', '=', feedbackId)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) return undefined;
        const existing = await trx
          .selectFrom('feedback_votes')
          .select('upvote')
          .where('feedback_id', '=', feedbackId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        let userVote: VoteValue | null;
        if (!existing) {
          await trx.insertInto('feedback_votes').values({ feedback_id: feedbackId, user_id: userId, upvote }).execute();
          userVote = upvote ? 'upvote' : 'downvote';
        } else if (existing.upvote === upvote) {
          await trx
            .deleteFrom('feedback_votes')
            .where('feedback_id', '=', feedbackId)
            .where('user_id', '=', userId)
            .execute();
          userVote = null;
        } else {
          await trx
            .updateTable('feedback_votes')
            .set({ upvote })
            .where('feedback_id', '=', feedbackId)
            .where('user_id', '=', userId)
            .execute();
          userVote = upvote ? 'upvote' : 'downvote';
        }
        const item = (await this.find(feedbackId, trx))!;
        return { item, userVote };
      });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
