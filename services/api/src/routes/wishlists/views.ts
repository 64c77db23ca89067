import type { ShareLinkRepository, ShareLinkRow } from '../../repositories/share-link-repository.ts';
import type { WishlistItemRepository } from '../../repositories/wishlist-item-repository.ts';
import type { WishlistRepository } from '../../repositories/wishlist-repository.ts';
import { sharedItem } from '../public-wishlists/views.ts';

type ListRow = Omit<NonNullable<Awaited<ReturnType<WishlistRepository['findOwned']>>>, 'profile_id'>;

/** A list as its owner sees it, without its items. */
export const wishlistView = (row: ListRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  hide_reservations_from_visitors: row.hide_reservations_from_visitors,
  created_at: row.created_at.toISOString(),
});

/** A share link with the site path that opens it. */
export const shareLinkView = (row: ShareLinkRow) => ({
  token: row.token,
  path: `/wishlist/${row.token}`,
  expires_at: row.expires_at?.toISOString() ?? null,
  revoked: row.revoked_at !== null,
  created_at: row.created_at.toISOString(),
});

/** What the owner's calls work with: the lists, their items and their share links. */
export interface OwnerStores {
  wishlists: WishlistRepository;
  items: WishlistItemRepository;
  shareLinks: ShareLinkRepository;
}

/** One of the owner's lists with its items (nothing of reservations), received items and share links. */
export const wishlistDetail = async ({ items, shareLinks }: Omit<OwnerStores, 'wishlists'>, list: ListRow) => ({
  ...wishlistView(list),
  items: (await items.onList(list.id)).map((row) => sharedItem(row, { user: null, isOwner: true })),
  received_items: (await items.received(list.id)).map((row) => ({
    ...row,
    received_at: row.received_at.toISOString(),
  })),
  share_links: (await shareLinks.ofWishlist(list.id)).map(shareLinkView),
});
