import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Who follows which feedback item. Authors, up-voters and commenters follow automatically (triggers, migration 010);
 * this is the explicit follow and unfollow, which sticks. Nobody's following is ever answered to anyone else.
 */
export function followerRepository(db: Kysely<Database>) {
  return {
    /**
     * Follows (true) or unfollows (false) the item; repeating either is harmless, and an unknown item does nothing. A
     * duplicate merged into another item stands for that one (a stop link in a mail from before the merge).
     */
    async set(feedbackId: string, userId: string, following: boolean): Promise<void> {
      await db
        .insertInto('feedback_followers')
        .columns(['feedback_id', 'user_id', 'following'])
        .expression((eb) =>
          eb
            .selectFrom('feedback')
            .select([
              sql<string>`coalesce(feedback.merged_into, feedback.id)`.as('id'),
              eb.val(userId).as('user_id'),
              eb.val(following).as('following'),
            ])
            .where('feedback.id', '=', feedbackId),
        )
        .onConflict((oc) => oc.columns(['feedback_id', 'user_id']).doUpdateSet({ following }))
        .execute();
    },
  };
}

export type FollowerRepository = ReturnType<typeof followerRepository>;
