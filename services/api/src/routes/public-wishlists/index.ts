import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import { reserveItems, type ReservationStores } from './reserve-items.ts';
import { viewSharedWishlist } from './view-shared-wishlist.ts';
import { wishlistEventStream, type EventStreamNeeds } from './wishlist-event-stream.ts';

/**
 * The public side of wishlists, reached by share link: view (anyone), reserve,
 * cancel and mark bought (signed in).
 */
export const publicWishlistRoutes =
  (stores: ReservationStores, events: WishlistEvents): FastifyPluginAsyncZod =>
  async (app) => {
    viewSharedWishlist(app, stores.shareLinks, stores.items);
    reserveItems(app, stores, events);
  };

/** The live changes of a shared wishlist: a plugin of its own, which ends its streams as the server closes. */
export const publicWishlistEventRoutes =
  (needs: EventStreamNeeds): FastifyPluginAsyncZod =>
  async (app) => {
    wishlistEventStream(app, needs);
  };
