import type { z } from 'zod';
import type { AuthUser } from '../../auth/token-verifier.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { Change, WishlistEvents } from '../../events/wishlist-events.ts';
import { errors, requireUuid } from '../../http/common-schemas.ts';
import { openShareLink } from '../../http/lookups.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ClaimRepository } from '../../repositories/claim-repository.ts';
import type { ProfileRepository } from '../../repositories/profile-repository.ts';
import type { ShareLinkRepository } from '../../repositories/share-link-repository.ts';
import type { WishlistItemRepository } from '../../repositories/wishlist-item-repository.ts';
import { claimAnswer, itemParams, purchasedBody } from './schemas.ts';
import { reserverName, sharedItem } from './views.ts';

export interface ReservationStores {
  shareLinks: ShareLinkRepository;
  items: WishlistItemRepository;
  claims: ClaimRepository;
  /** Where a reserver's name comes from first. */
  profiles: ProfileRepository;
}

/**
 * Reserving an item of a shared list, cancelling the reservation and marking it bought (signed in). Identity comes
 * only from the verified token; the X-User-ID and X-User-Email headers the app also sends are accepted and ignored.
 * Every change is announced to the list's live streams.
 */
export function reserveItems(
  app: RouteApp,
  { shareLinks, items, claims, profiles }: ReservationStores,
  events: WishlistEvents,
): void {
  /** The item of a live link a signed-in visitor acts on; never the owner's own list. */
  const claimTarget = async (request: { params: z.infer<typeof itemParams>; user: AuthUser | null }) => {
    const user = requireUser(request);
    const link = await openShareLink(shareLinks, request.params.shareToken);
    const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
    const item = await items.findOnList(link.id, itemId);
    if (!item) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
    if (link.profile_id === user.id) throw forbidden('You cannot reserve items on your own wishlist.', 'OWN_WISHLIST');
    return { user, link, itemId };
  };

  /** Announces the change, then answers the item as the actor now sees it. */
  const changed = async (target: { user: AuthUser; link: { id: string }; itemId: string }, change: Change) => {
    await events.publish({ wishlist_id: target.link.id, item_id: target.itemId, change });
    const item = await items.findOnList(target.link.id, target.itemId);
    // The owner removed it a moment ago: the action is moot, and the list says so on its refetch.
    if (!item) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
    return { ok: true as const, item: sharedItem(item, { user: target.user, isOwner: false }) };
  };

  app.post(
    '/public/wishlists/:shareToken/items/:itemId/claim',
    {
      schema: {
        tags: ['wishlists'],
        summary: 'Reserve an item (signed in; 403 on your own list, 409 when someone else has it)',
        params: itemParams,
        response: { 200: claimAnswer, ...errors(403, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const target = await claimTarget(request);
      const { user, itemId } = target;
      // The name friends will read: the profile's, else the token's, and neither if it fails the name rule (a
      // token's name claim is whatever its holder typed at sign-up, "<script>" or "Koester team" included; the
      // team's name is the team's own, an admin's).
      const as = { isAdmin: user.isAdmin };
      const name = reserverName((await profiles.find(user.id))?.name, as) ?? reserverName(user.name, as);
      const holder = await claims.claim(itemId, {
        userId: user.id,
        name,
        email: user.email || null,
        isAdmin: user.isAdmin,
      });
      if (holder !== user.id) throw conflict('Someone else has already reserved this item.', 'ALREADY_CLAIMED');
      return changed(target, 'claimed');
    },
  );

  app.delete(
    '/public/wishlists/:shareToken/items/:itemId/claim',
    {
      schema: {
        tags: ['wishlists'],
        summary: 'Cancel your own reservation',
        params: itemParams,
        response: { 200: claimAnswer, ...errors(403, 404, 410, 429) },
      },
    },
    async (request) => {
      const target = await claimTarget(request);
      if (!(await claims.unclaim(target.itemId, target.user.id))) {
        const holder = await claims.holder(target.itemId);
        if (holder) throw forbidden('Only the person who reserved this item can cancel it.', 'NOT_YOUR_CLAIM');
        throw notFound('This item is not reserved.', 'NOT_CLAIMED');
      }
      return changed(target, 'unclaimed');
    },
  );

  app.put(
    '/public/wishlists/:shareToken/items/:itemId/purchased',
    {
      schema: {
        tags: ['wishlists'],
        summary: 'Mark your reserved item bought, or not (hidden from the owner; 409 when nobody reserved it)',
        params: itemParams,
        body: purchasedBody,
        response: { 200: claimAnswer, ...errors(400, 403, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const target = await claimTarget(request);
      const { purchased } = request.body;
      if (!(await claims.markPurchased(target.itemId, target.user.id, purchased))) {
        const holder = await claims.holder(target.itemId);
        if (holder) throw forbidden('Only the person who reserved this item can mark it bought.', 'NOT_YOUR_CLAIM');
        throw conflict('Reserve this item before marking it bought.', 'NOT_CLAIMED');
      }
      return changed(target, purchased ? 'purchased' : 'unpurchased');
    },
  );
}
