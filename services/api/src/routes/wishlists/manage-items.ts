import { notFound } from '../../errors.ts';
import type { Change, WishlistEvents } from '../../events/wishlist-events.ts';
import { errors, requireUuid } from '../../http/common-schemas.ts';
import { ownedWishlist } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { detailSchema, idParams, itemBody, itemChangeBody, itemParams } from './schemas.ts';
import { wishlistDetail, type OwnerStores } from './views.ts';

/**
 * /wishlists/{id}/items…: the owner adds, edits, removes, marks received and puts back items. Each change is
 * announced to the list's live streams; the answer is the list's detail.
 */
export function manageItems(app: RouteApp, stores: OwnerStores, events: WishlistEvents): void {
  const { wishlists, items } = stores;
  const announce = (wishlistId: string, itemId: string, change: Change) =>
    events.publish({ wishlist_id: wishlistId, item_id: itemId, change });

  app.post(
    '/wishlists/:id/items',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Add an item',
        params: idParams,
        body: itemBody,
        response: { 201: detailSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      const { id } = await items.add(list.id, request.body);
      // A new item: "updated" tells the list's visitors to refetch.
      await announce(list.id, id, 'updated');
      return reply.status(201).send(await wishlistDetail(stores, list));
    },
  );

  app.patch(
    '/wishlists/:id/items/:itemId',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Edit an item',
        params: itemParams,
        body: itemChangeBody,
        response: { 200: detailSchema, ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
      if (!(await items.update(list.id, itemId, request.body))) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
      await announce(list.id, itemId, 'updated');
      return wishlistDetail(stores, list);
    },
  );

  // Removed or received, an item vanishes for everyone (spec §4).
  app.delete(
    '/wishlists/:id/items/:itemId',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Remove an item: it vanishes from shared views',
        params: itemParams,
        response: { 200: detailSchema, ...errors(404, 429) },
      },
    },
    async (request) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
      if (!(await items.retire(list.id, itemId, 'removed'))) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
      await announce(list.id, itemId, 'removed');
      return wishlistDetail(stores, list);
    },
  );

  app.post(
    '/wishlists/:id/items/:itemId/received',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Mark an item received: it vanishes from shared views',
        params: itemParams,
        response: { 200: detailSchema, ...errors(404, 429) },
      },
    },
    async (request) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
      if (!(await items.retire(list.id, itemId, 'received'))) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
      await announce(list.id, itemId, 'removed');
      return wishlistDetail(stores, list);
    },
  );

  app.delete(
    '/wishlists/:id/items/:itemId/received',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Put a received item back on the list',
        params: itemParams,
        response: { 200: detailSchema, ...errors(404, 429) },
      },
    },
    async (request) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
      if (!(await items.restore(list.id, itemId))) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
      await announce(list.id, itemId, 'updated');
      return wishlistDetail(stores, list);
    },
  );
}
