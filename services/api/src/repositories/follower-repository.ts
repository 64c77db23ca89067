import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Who follows which feedback item. Authors, up-voters and commenters follow automatically (triggers, migration 010);
 * this is the explicit follow and unfollow, which sticks. Nobody's following is ever answered to anyone else.
 */
export function followerRepository(db: Kysely<Database>) {
  return {
    /** Follows (true) or unfollows (false) the item; repeating either is harmless, and an unknown item does nothing. */
    async set(feedbackId: string, userId: string, following: boolean): Promise<void> {
      await db
        .insertInto('feedback_followers')
        .columns(['feedback_id', 'user_id', 'following'])
        .expression((eb) =>
          eb
            .selectFrom('feedback')
            .select(['feedback.id', eb.val(userId).as('user_id'), eb.val(following).as('following')])
            .where('feedback.id', '=', feedbackId),
        )
        .onConflict((oc) => oc.columns(['feedback_id', 'user_id']).doUpdateSet({ following }))
        .execute();
    },
  };
}

export type FollowerRepository = ReturnType<typeof followerRepository>;
