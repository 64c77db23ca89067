import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Comments on feedback items. */
export function commentRepository(db: Kysely<Database>) {
  const columns = ['id', 'feedback_id', 'user_id', 'content', 'is_admin', 'created_at'] as const;
  return {
    list(feedbackId: string) {
      return db
        .selectFrom('feedback_comments')
        .select(columns)
        .where('feedback_id', '=', feedbackId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
    find(feedbackId: string, commentId: string) {
      return db
        .selectFrom('feedback_comments')
        .select(columns)
        .where('feedback_id', '=', feedbackId)
        .where('id', '=', commentId)
        .executeTakeFirst();
    },
    create(values: { feedbackId: string; userId: string; content: string; isAdmin: boolean }) {
      return db
        .insertInto('feedback_comments')
        .values({
          feedback_id: values.feedbackId,
          user_id: values.userId,
          content: values.content,
          is_admin: values.isAdmin,
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
    },
    async remove(commentId: string): Promise<void> {
      await db.deleteFrom('feedback_comments').where('id', '=', commentId).execute();
    },
  };
}

export type CommentRepository = ReturnType<typeof commentRepository>;

/** A comment as stored. */
export type CommentRow = Awaited<ReturnType<CommentRepository['create']>>;
