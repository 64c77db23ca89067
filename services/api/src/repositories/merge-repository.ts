import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Why a merge was refused, or what it moved. */
export type MergeResult =
  | { refused: 'self' | 'source-missing' | 'target-missing' | 'source-merged' | 'target-merged' | 'circle' }
  | { merged: { votes: number; comments: number; followers: number } };

/**
 * An admin merges a duplicate (the source) into another item (the target), in one transaction with both items locked
 * (in id order, so two merges never wait on each other in a circle). Votes and comments on either item wait for it,
 * so none is lost or counted twice: a vote cast on the source before the merge moves with it; one cast after is
 * refused (the vote function, migration 010).
 * - The source's votes become the target's, one per user: a user who voted on both keeps their vote on the target.
 * - Its comments move, marked with where they came from; those of an anonymous source's author stay anonymous.
 * - Its followers follow the target (an unfollow of either stands).
 * - The source keeps its row, with `merged_into`: it leaves the lists and its page leads to the target.
 * - The audit records who merged what, when, and what moved.
 */
export function mergeRepository(db: Kysely<Database>) {
  return {
    /** `more` runs in the merge's transaction once it is done (it queues the target's next digest). */
    merge(
      sourceId: string,
      targetId: string,
      actorId: string,
      more?: (trx: Transaction<Database>) => Promise<void>,
    ): Promise<MergeResult> {
      if (sourceId === targetId) return Promise.resolve({ refused: 'self' });
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('feedback')
          .select(['id', 'merged_into', 'user_id', 'is_anonymous'])
          .where('id', 'in', [sourceId, targetId])
          .orderBy('id')
          .forUpdate()
          .execute();
        const source = rows.find((row) => row.id === sourceId);
        const target = rows.find((row) => row.id === targetId);
        if (!source) return { refused: 'source-missing' };
        if (!target) return { refused: 'target-missing' };
        if (source.merged_into) return { refused: 'source-merged' };
        if (target.merged_into) return { refused: target.merged_into === sourceId ? 'circle' : 'target-merged' };

        // Followers first, unfollows included: the votes moved next would otherwise make their up-voters follow the
        // target again (the voter trigger), and an unfollow sticks.
        const followers = await sql<{ following: boolean }>`
          INSERT INTO feedback_followers (feedback_id, user_id, following)
          SELECT ${targetId}::uuid, user_id, following FROM feedback_followers WHERE feedback_id = ${sourceId}::uuid
          ON CONFLICT (feedback_id, user_id) DO NOTHING
          RETURNING following`.execute(trx);
        const votes = await sql`
          INSERT INTO feedback_votes (feedback_id, user_id, upvote, created_at)
          SELECT ${targetId}::uuid, user_id, upvote, created_at FROM feedback_votes WHERE feedback_id = ${sourceId}::uuid
          ON CONFLICT (feedback_id, user_id) DO NOTHING`.execute(trx);
        await trx.deleteFrom('feedback_votes').where('feedback_id', '=', sourceId).execute();
        const comments = await trx
          .updateTable('feedback_comments')
          .set((eb) => ({
            feedback_id: targetId,
            merged_from: sourceId,
            hide_author: source.is_anonymous
              ? sql<boolean>`hide_author OR user_id = ${source.user_id}`
              : eb.ref('hide_author'),
          }))
          .where('feedback_id', '=', sourceId)
          .executeTakeFirst();
        // Moving comments changes no count by itself (the trigger counts inserts and deletes): count both again.
        await sql`
          UPDATE feedback f SET comment_count = (SELECT count(*) FROM feedback_comments c WHERE c.feedback_id = f.id)
          WHERE f.id IN (${sourceId}::uuid, ${targetId}::uuid)`.execute(trx);
        await trx.updateTable('feedback').set({ merged_into: targetId }).where('id', '=', sourceId).execute();
        const moved = {
          votes: Number(votes.numAffectedRows ?? 0),
          comments: Number(comments.numUpdatedRows),
          followers: followers.rows.filter((row) => row.following).length,
        };
        await trx
          .insertInto('feedback_audit')
          .values({
            action: 'merge',
            actor_id: actorId,
            feedback_id: sourceId,
            target_id: targetId,
            details: JSON.stringify(moved),
          })
          .execute();
        await more?.(trx);
        return { merged: moved };
      });
    },
  };
}

export type MergeRepository = ReturnType<typeof mergeRepository>;
