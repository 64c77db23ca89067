import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, WishlistItemTable } from '../db/schema.ts';

export interface ItemRow {
  id: string;
  wishlist_id: string;
  title: string;
  description: string | null;
  price: number | null;
  url: string | null;
  image_url: string | null;
  claim_user_id: string | null;
  claim_user_name: string | null;
  claim_user_email: string | null;
  claim_user_is_admin: boolean | null;
  claim_purchased: boolean | null;
}

/** A received item as its owner sees it: the gift and when it was received, nothing of a reservation. */
interface ReceivedItemRow {
  id: string;
  title: string;
  description: string | null;
  price: number | null;
  url: string | null;
  image_url: string | null;
  received_at: Date;
}

interface ItemValues {
  title: string;
  description?: string | null;
  price?: number | null;
  url?: string | null;
  image_url?: string | null;
}

/** A list as its owner's calls answer it. */
const LIST_COLUMNS = [
  'id',
  'name',
  'description',
  'profile_id',
  'hide_reservations_from_visitors',
  'created_at',
] as const;

/** A new share token: 128 random bits, URL-safe. */
const newShareToken = () => randomBytes(16).toString('base64url');

/** Wishlists, their items, reservations (claims) and share links. */
export function wishlistRepository(db: Kysely<Database>) {
  /** Items still on the list: removed and received items vanish for everyone (spec §4). */
  const activeItems = (wishlistId: string) =>
    db
      .selectFrom('wishlist_items as i')
      .leftJoin('wishlist_claims as c', 'c.item_id', 'i.id')
      .select([
        'i.id',
        'i.wishlist_id',
        'i.title',
        'i.description',
        'i.price',
        'i.url',
        'i.image_url',
        'c.user_id as claim_user_id',
        'c.user_name as claim_user_name',
        'c.user_email as claim_user_email',
        'c.user_is_admin as claim_user_is_admin',
        'c.purchased as claim_purchased',
      ])
      .where('i.wishlist_id', '=', wishlistId)
      .where('i.removed_at', 'is', null)
      .where('i.received_at', 'is', null)
      .orderBy('i.created_at')
      .orderBy('i.id');

  /** Updates an item still on the list; false when there is none (unknown, removed or received). */
  const updateActiveItem = async (wishlistId: string, itemId: string, values: Updateable<WishlistItemTable>) => {
    // Nothing to change (an empty PATCH): the answer is whether the item is there.
    if (Object.keys(values).length === 0)
      return (await activeItems(wishlistId).where('i.id', '=', itemId).executeTakeFirst()) !== undefined;
    const result = await db
      .updateTable('wishlist_items')
      .set(values)
      .where('id', '=', itemId)
      .where('wishlist_id', '=', wishlistId)
      .where('removed_at', 'is', null)
      .where('received_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  };

  return {
    /** The share link and its wishlist, with the owner's profile name. */
    findByShareToken(token: string) {
      return db
        .selectFrom('wishlist_share_links as s')
        .innerJoin('wishlists as w', 'w.id', 's.wishlist_id')
        .leftJoin('profiles as p', 'p.user_id', 'w.profile_id')
        .select([
          's.token',
          's.expires_at',
          's.revoked_at',
          'w.id',
          'w.name',
          'w.description',
          'w.profile_id',
          'w.hide_reservations_from_visitors',
          'p.name as owner_name',
        ])
        .where('s.token', '=', token)
        .executeTakeFirst();
    },

    items: (wishlistId: string) => activeItems(wishlistId).execute() as Promise<ItemRow[]>,

    item: (wishlistId: string, itemId: string) =>
      activeItems(wishlistId).where('i.id', '=', itemId).executeTakeFirst() as Promise<ItemRow | undefined>,

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

    claimHolder: async (itemId: string) =>
      (await db.selectFrom('wishlist_claims').select('user_id').where('item_id', '=', itemId).executeTakeFirst())
        ?.user_id,

    // ---- the owner's side (the mobile app's calls) ----

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

    addItem(wishlistId: string, values: ItemValues) {
      return db
        .insertInto('wishlist_items')
        .values({
          wishlist_id: wishlistId,
          ...values,
          price: values.price === undefined ? null : (values.price?.toFixed(2) ?? null),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async updateItem(wishlistId: string, itemId: string, values: Partial<ItemValues>): Promise<boolean> {
      const { price, ...rest } = values;
      return updateActiveItem(wishlistId, itemId, {
        ...rest,
        ...(price !== undefined ? { price: price === null ? null : price.toFixed(2) } : {}),
      });
    },

    /** Removes the item, or marks it received: either way it leaves every shared view. */
    retireItem(wishlistId: string, itemId: string, how: 'removed' | 'received'): Promise<boolean> {
      return updateActiveItem(
        wishlistId,
        itemId,
        how === 'removed' ? { removed_at: new Date() } : { received_at: new Date() },
      );
    },

    /** Items the owner marked received, newest first: the gift only, nothing of a reservation. */
    receivedItems(wishlistId: string) {
      return db
        .selectFrom('wishlist_items')
        .select(['id', 'title', 'description', 'price', 'url', 'image_url', 'received_at'])
        .where('wishlist_id', '=', wishlistId)
        .where('removed_at', 'is', null)
        .where('received_at', 'is not', null)
        .orderBy('received_at', 'desc')
        .orderBy('id')
        .execute() as Promise<ReceivedItemRow[]>;
    },

    /** Puts a received item back on the list; false when this list has no such received item. */
    async restoreItem(wishlistId: string, itemId: string): Promise<boolean> {
      const result = await db
        .updateTable('wishlist_items')
        .set({ received_at: null })
        .where('id', '=', itemId)
        .where('wishlist_id', '=', wishlistId)
        .where('removed_at', 'is', null)
        .where('received_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes a list; its items, reservations and share links go with it (the schema cascades). */
    async deleteWishlist(wishlistId: string): Promise<boolean> {
      const result = await db.deleteFrom('wishlists').where('id', '=', wishlistId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    shareLinks(wishlistId: string) {
      return db
        .selectFrom('wishlist_share_links')
        .select(['token', 'expires_at', 'revoked_at', 'created_at'])
        .where('wishlist_id', '=', wishlistId)
        .orderBy('created_at')
        .execute();
    },

    createShareLink(wishlistId: string, expiresAt: Date | null, token = newShareToken()) {
      return db
        .insertInto('wishlist_share_links')
        .values({ token, wishlist_id: wishlistId, expires_at: expiresAt })
        .returning(['token', 'expires_at', 'revoked_at', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    async revokeShareLink(wishlistId: string, token: string): Promise<boolean> {
      const result = await db
        .updateTable('wishlist_share_links')
        .set({ revoked_at: new Date() })
        .where('token', '=', token)
        .where('wishlist_id', '=', wishlistId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
