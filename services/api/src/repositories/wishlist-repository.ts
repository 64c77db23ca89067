import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A list as its owner's calls answer it. */
const LIST_COLUMNS = [
  'id',
  'name',
  'description',
  'profile_id',
  'hide_reservations_from_visitors',
  'created_at',
] as const;

/** Wishlists as their owner keeps them (the mobile app's calls); items, claims and share links have their own. */
export function wishlistRepository(db: Kysely<Database>) {
  return {
    listOwned(ownerId: string) {
      return db
        .selectFrom('wishlists as w')
        .select((eb) => [
          'w.id',
          'w.name',
          'w.description',
          'w.hide_reservations_from_visitors',
          'w.created_at',
          eb
            .selectFrom('wishlist_items as i')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('i.wishlist_id', '=', 'w.id')
            .where('i.removed_at', 'is', null)
            .where('i.received_at', 'is', null)
            .as('item_count'),
          eb
            .selectFrom('wishlist_share_links as s')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('s.wishlist_id', '=', 'w.id')
            .where('s.revoked_at', 'is', null)
            .where((link) => link.or([link('s.expires_at', 'is', null), link('s.expires_at', '>', new Date())]))
            .as('active_link_count'),
        ])
        .where('w.profile_id', '=', ownerId)
        .orderBy('w.created_at')
        .execute();
    },

    findOwned(wishlistId: string, ownerId: string) {
      return db
        .selectFrom('wishlists')
        .select(LIST_COLUMNS)
        .where('id', '=', wishlistId)
        .where('profile_id', '=', ownerId)
        .executeTakeFirst();
    },

    create(
      ownerId: string,
      values: { name: string; description: string | null; hide_reservations_from_visitors: boolean },
    ) {
      return db
        .insertInto('wishlists')
        .values({ profile_id: ownerId, ...values })
        .returning(LIST_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    update(
      wishlistId: string,
      values: { name?: string; description?: string | null; hide_reservations_from_visitors?: boolean },
    ) {
      // A change that changes nothing (an empty PATCH) answers the list as it is: SQL has no empty SET.
      if (Object.keys(values).length === 0)
        return db.selectFrom('wishlists').select(LIST_COLUMNS).where('id', '=', wishlistId).executeTakeFirstOrThrow();
      return db
        .updateTable('wishlists')
        .set(values)
        .where('id', '=', wishlistId)
        .returning(LIST_COLUMNS)
        .executeTakeFirstOrThrow();
    },

    /** Deletes a list; its items, reservations and share links go with it (the schema cascades). */
    async deleteWishlist(wishlistId: string): Promise<boolean> {
      const result = await db.deleteFrom('wishlists').where('id', '=', wishlistId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
