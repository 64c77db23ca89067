import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Reservations (claims) of wishlist items, with their purchase marks. */
export function claimRepository(db: Kysely<Database>) {
  return {
    /** Reserves an item unless someone already has; returns who holds the claim afterwards. */
    async claim(
      itemId: string,
      claimer: { userId: string; name: string | null; email: string | null; isAdmin: boolean },
    ) {
      await db
        .insertInto('wishlist_claims')
        .values({
          item_id: itemId,
          user_id: claimer.userId,
          user_name: claimer.name,
          user_email: claimer.email,
          user_is_admin: claimer.isAdmin,
        })
        .onConflict((oc) => oc.column('item_id').doNothing())
        .execute();
      const holder = await db
        .selectFrom('wishlist_claims')
        .select('user_id')
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return holder?.user_id;
    },

    /** Cancels a claim held by this user; false when they hold none. */
    async unclaim(itemId: string, userId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('wishlist_claims')
        .where('item_id', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Sets the purchase mark of a claim this user holds; false when they hold none. Cancelling the claim drops it. */
    async markPurchased(itemId: string, userId: string, purchased: boolean): Promise<boolean> {
      const result = await db
        .updateTable('wishlist_claims')
        .set({ purchased })
        .where('item_id', '=', itemId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Who holds the claim on an item, if anyone. */
    holder: async (itemId: string) =>
      (await db.selectFrom('wishlist_claims').select('user_id').where('item_id', '=', itemId).executeTakeFirst())
        ?.user_id,
  };
}

export type ClaimRepository = ReturnType<typeof claimRepository>;
