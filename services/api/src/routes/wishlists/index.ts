import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import { manageItems } from './manage-items.ts';
import { manageShareLinks } from './manage-share-links.ts';
import { manageWishlists } from './manage-wishlists.ts';
import type { OwnerStores } from './views.ts';

/**
 * The owner's side of wishlists (the mobile app's calls): lists, items, and
 * share links. Another user's list answers 404, as if it did not exist.
 * Item changes are announced to the list's live streams.
 */
export const wishlistRoutes =
  (stores: OwnerStores, events: WishlistEvents): FastifyPluginAsyncZod =>
  async (app) => {
    manageWishlists(app, stores, events);
    manageItems(app, stores, events);
    manageShareLinks(app, stores, events);
  };
