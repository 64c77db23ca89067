import { fieldCheckFailure, notFound } from '../../errors.ts';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import { errors } from '../../http/common-schemas.ts';
import { ownedWishlist } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { detailSchema, idParams, shareLinkBody, shareLinkParams, shareLinkSchema } from './schemas.ts';
import { shareLinkView, wishlistDetail, type OwnerStores } from './views.ts';

/** /wishlists/{id}/share-links…: the owner makes a link to a list, optionally expiring, and revokes it. */
export function manageShareLinks(app: RouteApp, stores: OwnerStores, events: WishlistEvents): void {
  const { wishlists, shareLinks } = stores;

  app.post(
    '/wishlists/:id/share-links',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Create a share link, optionally expiring',
        params: idParams,
        body: shareLinkBody,
        response: { 201: shareLinkSchema, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      const expiresAt = request.body.expires_at ? new Date(request.body.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now())
        throw fieldCheckFailure('expires_at', 'EXPIRY_IN_PAST', 'The expiry must be in the future.');
      return reply.status(201).send(shareLinkView(await shareLinks.create(list.id, expiresAt)));
    },
  );

  app.delete(
    '/wishlists/:id/share-links/:token',
    {
      schema: {
        tags: ['my wishlists'],
        summary: 'Revoke a share link',
        params: shareLinkParams,
        response: { 200: detailSchema, ...errors(404, 429) },
      },
    },
    async (request) => {
      const { list } = await ownedWishlist(wishlists, request, request.params.id);
      if (!(await shareLinks.revoke(list.id, request.params.token)))
        throw notFound('Share link not found.', 'LINK_NOT_FOUND');
      // A revoked link opens nothing any more, an open stream included, on whichever instance holds it.
      await events.endStreams({ wishlist_id: list.id, share_token: request.params.token });
      return wishlistDetail(stores, list);
    },
  );
}
