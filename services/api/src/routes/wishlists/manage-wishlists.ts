import { z } from 'zod';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import { errors } from '../../http/common-schemas.ts';
import { ownedWishlist } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { requireUser } from '../../plugins/auth.ts';
import { detailSchema, idParams, wishlistBody, wishlistChangeBody, wishlistSummariesSchema } from './schemas.ts';
import { wishlistDetail, wishlistView, type OwnerStores } from './views.ts';

/** /wishlists and /wishlists/{id}: the caller's own lists, to list, create, read, change and delete. */
export function manageWishlists(app: RouteApp, stores: OwnerStores, events: WishlistEvents): void {
  const { wishlists } = stores;

  app.get(
    '/wishlists',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'My wishlists',
        response: { 200: wishlistSummariesSchema, ...errors() },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return (await wishlists.listOwned(user.id)).map((row) => ({
        ...wishlistView(row),
        item_count: row.item_count ?? 0,
        active_link_count: row.active_link_count ?? 0,
      }));
    },
  );

  app.post(
    '/wishlists',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Create a wishlist',
        body: wishlistBody,
        response: { 201: detailSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const list = await wishlists.create(user.id, {
        name: request.body.name,
        description: request.body.description ?? null,
        hide_reservations_from_visitors: request.body.hide_reservations_from_visitors ?? false,
      });
      return reply.status(201).send(await wishlistDetail(stores, list));
    },
  );

  app.get(
    '/wishlists/:id',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'One of my wishlists with its items and links',
        params: idParams,
        response: { 200: detailSchema, ...errors(404) },
      },
    },
    async (request) => wishlistDetail(stores, (await ownedWishlist(wishlists, request, request.params.id)).list),
  );

  app.patch(
    '/wishlists/:id',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Rename or describe a wishlist, or hide its reservations from signed-out visitors',
        params: idParams,
        body: wishlistChangeBody,
        response: { 200: detailSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      const updated = await wishlists.update(list.id, request.body);
      // Open streams were set up for what signed-out visitors could see: they reconnect under the setting now in
      // force. Whenever it is sent, changed or not: compared with a value read before the update, two PATCHes at
      // once could each see no change while the streams were opened under neither.
      if (request.body.hide_reservations_from_visitors !== undefined) {
        await events.endStreams({ wishlist_id: list.id });
      }
      return wishlistDetail(stores, updated);
    },
  );

  app.delete(
    '/wishlists/:id',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Delete a wishlist with its items, share links and the reservations on it',
        params: idParams,
        response: { 204: z.null(), ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      await wishlists.deleteWishlist(list.id);
      // Its visitors' open streams end on every instance: nothing of the list is left to tell them.
      await events.endStreams({ wishlist_id: list.id });
      return reply.status(204).send(null);
    },
  );
}
