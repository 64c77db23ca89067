import type { Kysely, Updateable } from 'kysely';
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

/** The items of wishlists: those still on the list (with their reservation), and those received. */
export function wishlistItemRepository(db: Kysely<Database>) {
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
    /** The list's items still on it, oldest first, each with its reservation if any. */
    onList: (wishlistId: string) => activeItems(wishlistId).execute() as Promise<ItemRow[]>,

    /** One item still on the list, with its reservation if any. */
    findOnList: (wishlistId: string, itemId: string) =>
      activeItems(wishlistId).where('i.id', '=', itemId).executeTakeFirst() as Promise<ItemRow | undefined>,

    add(wishlistId: string, values: ItemValues) {
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

    async update(wishlistId: string, itemId: string, values: Partial<ItemValues>): Promise<boolean> {
      const { price, ...rest } = values;
      return updateActiveItem(wishlistId, itemId, {
        ...rest,
        ...(price !== undefined ? { price: price === null ? null : price.toFixed(2) } : {}),
      });
    },

    /** Removes the item, or marks it received: either way it leaves every shared view. */
    retire(wishlistId: string, itemId: string, how: 'removed' | 'received'): Promise<boolean> {
      return updateActiveItem(
        wishlistId,
        itemId,
        how === 'removed' ? { removed_at: new Date() } : { received_at: new Date() },
      );
    },

    /** Items the owner marked received, newest first: the gift only, nothing of a reservation. */
    received(wishlistId: string) {
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
    async restore(wishlistId: string, itemId: string): Promise<boolean> {
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
  };
}

export type WishlistItemRepository = ReturnType<typeof wishlistItemRepository>;
