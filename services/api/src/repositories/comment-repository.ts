import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Comments on feedback items. */
export function commentRepository(db: Kysely<Database>) {
  const columns = ['id', 'feedback_id', 'user_id', 'content', 'is_admin', 'created_at', 'hide_author'] as const;
  return {
    /** The item's comments, oldest first; a comment moved from a merged duplicate names it. */
    list(feedbackId: string) {
      return db
        .selectFrom('feedback_comments as c')
        .leftJoin('feedback as origin', 'origin.id', 'c.merged_from')
        .select(columns.map((column) => `c.${column}` as const))
        .select(['origin.id as merged_from_id', 'origin.title as merged_from_title'])
        .where('c.feedback_id', '=', feedbackId)
        .orderBy('c.created_at')
        .orderBy('c.id')
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
    /**
     * Adds a comment unless the item is gone or was merged into another: the item's row is held (the lock the comment
     * count's update takes anyway, taken first so that comments at once queue rather than deadlock; a merge's FOR
     * UPDATE waits for it) so a comment lands before a merge, and moves with it, or is refused after. `more` runs in
     * the same transaction once the comment is in (it queues the item's digest).
     */
    create(
      values: { feedbackId: string; userId: string; content: string; isAdmin: boolean },
      more?: (trx: Transaction<Database>) => Promise<void>,
    ) {
      return db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('feedback')
          .select('merged_into')
          .where('id', '=', values.feedbackId)
          .forNoKeyUpdate()
          .executeTakeFirst();
        if (!item) return { missing: true as const };
        if (item.merged_into) return { mergedInto: item.merged_into };
        const comment = await trx
          .insertInto('feedback_comments')
          .values({
            feedback_id: values.feedbackId,
            user_id: values.userId,
            content: values.content,
            is_admin: values.isAdmin,
          })
          .returning(columns)
          .executeTakeFirstOrThrow();
        await more?.(trx);
        return { comment: { ...comment, merged_from_id: null, merged_from_title: null } };
      });
    },
    async remove(commentId: string): Promise<void> {
      await db.deleteFrom('feedback_comments').where('id', '=', commentId).execute();
    },
  };
}

export type CommentRepository = ReturnType<typeof commentRepository>;

/** A comment as stored. */
export type CommentRow = Awaited<ReturnType<CommentRepository['list']>>[number];
