import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A new share token: 128 random bits, URL-safe. */
const newShareToken = () => randomBytes(16).toString('base64url');

/** Share links of wishlists: the owner makes and revokes them; anyone holding a live one opens the list. */
export function shareLinkRepository(db: Kysely<Database>) {
  return {
    /** The share link and its wishlist, with the owner's profile name. */
    findByToken(token: string) {
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

    /** A list's links, live or not, oldest first. */
    ofWishlist(wishlistId: string) {
      return db
        .selectFrom('wishlist_share_links')
        .select(['token', 'expires_at', 'revoked_at', 'created_at'])
        .where('wishlist_id', '=', wishlistId)
        .orderBy('created_at')
        .execute();
    },

    create(wishlistId: string, expiresAt: Date | null, token = newShareToken()) {
      return db
        .insertInto('wishlist_share_links')
        .values({ token, wishlist_id: wishlistId, expires_at: expiresAt })
        .returning(['token', 'expires_at', 'revoked_at', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    async revoke(wishlistId: string, token: string): Promise<boolean> {
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

export type ShareLinkRepository = ReturnType<typeof shareLinkRepository>;

/** A share link as its owner's calls answer it. */
export type ShareLinkRow = Awaited<ReturnType<ShareLinkRepository['create']>>;
