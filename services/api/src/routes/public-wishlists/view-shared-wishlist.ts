import { errors } from '../../http/common-schemas.ts';
import { openShareLink } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import type { ShareLinkRepository } from '../../repositories/share-link-repository.ts';
import type { WishlistItemRepository } from '../../repositories/wishlist-item-repository.ts';
import { shareTokenParams, sharedWishlistSchema } from './schemas.ts';
import { sharedWishlist } from './views.ts';

/** GET /public/wishlists/{shareToken}: a shared list, for anyone holding a live link. */
export function viewSharedWishlist(app: RouteApp, shareLinks: ShareLinkRepository, items: WishlistItemRepository) {
  app.get(
    '/public/wishlists/:shareToken',
    {
      schema: {
        tags: ['wishlists'],
        summary: 'A shared wishlist (410 with is_expired when the link expired)',
        params: shareTokenParams,
        response: { 200: sharedWishlistSchema, ...errors(404, 410) },
      },
    },
    async (request) => {
      const link = await openShareLink(shareLinks, request.params.shareToken);
      return sharedWishlist(link, await items.onList(link.id), request.user);
    },
  );
}
