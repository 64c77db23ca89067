import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../auth/token-verifier.ts';
import { conflict, forbidden, gone, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import type { ItemRow, WishlistRepository } from '../repositories/wishlist-repository.ts';
import { errors, pathParam, requireUuid } from './schemas.ts';

export const sharedItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.number().nullable(),
    url: z.string().nullable(),
    image_url: z.string().nullable(),
    /** "hidden" for the owner: who reserved what stays a surprise. */
    claim_status: z.enum(['available', 'claimed', 'hidden']),
    /** The reserver's user id; "hidden" for the owner and for visitors who are not signed in. */
    claimed_by: z.string().nullable(),
    claimed_by_user_id: z.string().nullable(),
    claimed_by_name: z.string().nullable(),
    /** Only to the reserver themselves. */
    claimed_by_email: z.string().nullable(),
    /** Purchase mark, hidden (null) from the owner. */
    purchased: z.boolean().nullable(),
    is_mine: z.boolean(),
  })
  .meta({ id: 'SharedItem' });

const sharedWishlistSchema = z
  .object({
    wishlist: z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      profile_id: z.string(),
    }),
    owner_name: z.string().nullable(),
    is_owner: z.boolean(),
    items: z.array(sharedItemSchema),
  })
  .meta({ id: 'SharedWishlist' });

/**
 * What one viewer may see of an item (spec §2, §4): the owner learns nothing
 * about reservations or purchases; signed-in visitors see who reserved;
 * anonymous visitors only that it is taken.
 */
export function sharedItem(row: ItemRow, viewer: AuthUser | null, isOwner: boolean) {
  const base = {
    id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    price: row.price,
    url: row.url,
    image_url: row.image_url,
  };
  const none = { claimed_by_user_id: null, claimed_by_name: null, claimed_by_email: null, is_mine: false };
  if (isOwner) return { ...base, ...none, claim_status: 'hidden' as const, claimed_by: 'hidden', purchased: null };
  if (!row.claim_user_id)
    return { ...base, ...none, claim_status: 'available' as const, claimed_by: null, purchased: false };
  const mine = viewer?.id === row.claim_user_id;
  return {
    ...base,
    claim_status: 'claimed' as const,
    claimed_by: viewer ? row.claim_user_id : 'hidden',
    claimed_by_user_id: viewer ? row.claim_user_id : null,
    claimed_by_name: viewer ? row.claim_user_name : null,
    claimed_by_email: mine ? row.claim_user_email : null,
    purchased: row.claim_purchased ?? false,
    is_mine: mine,
  };
}

/**
 * The public side of wishlists, reached by share link: view (anyone), reserve
 * and cancel (signed in). Identity comes only from the verified token; the
 * X-User-ID and X-User-Email headers the app also sends are accepted and ignored.
 */
export const publicWishlistRoutes =
  (
    wishlists: WishlistRepository,
    profileName: (userId: string) => Promise<string | undefined>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    /** The wishlist behind a live share link: 404 unknown or revoked, 410 expired. */
    const openLink = async (token: string) => {
      const link = await wishlists.findByShareToken(token);
      if (!link || link.revoked_at) throw notFound('This wishlist link does not exist.', 'WISHLIST_NOT_FOUND');
      if (link.expires_at && link.expires_at.getTime() <= Date.now()) {
        throw gone('This share link has expired. Ask the owner for a new link.', { is_expired: true }, 'LINK_EXPIRED');
      }
      return link;
    };

    const view = async (token: string, viewer: AuthUser | null) => {
      const link = await openLink(token);
      const isOwner = viewer?.id === link.profile_id;
      const items = await wishlists.items(link.id);
      return {
        wishlist: { id: link.id, name: link.name, description: link.description, profile_id: link.profile_id },
        owner_name: link.owner_name ?? null,
        is_owner: isOwner,
        items: items.map((row) => sharedItem(row, viewer, isOwner)),
      };
    };

    const tokenParams = z.object({ shareToken: pathParam });
    const itemParams = tokenParams.extend({ itemId: pathParam });
    const claimAnswer = z.object({ ok: z.literal(true), item: sharedItemSchema });

    app.get(
      '/public/wishlists/:shareToken',
      {
        schema: {
          tags: ['wishlists'],
          summary: 'A shared wishlist (410 with is_expired when the link expired)',
          params: tokenParams,
          response: { 200: sharedWishlistSchema, ...errors(404, 410) },
        },
      },
      async (request) => view(request.params.shareToken, request.user),
    );

    /** The item of a live link a signed-in visitor acts on; never the owner's own list. */
    const claimTarget = async (request: { params: z.infer<typeof itemParams>; user: AuthUser | null }) => {
      const user = requireUser(request);
      const link = await openLink(request.params.shareToken);
      const itemId = requireUuid(request.params.itemId, 'Item');
      const item = await wishlists.item(link.id, itemId);
      if (!item) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
      if (link.profile_id === user.id)
        throw forbidden('You cannot reserve items on your own wishlist.', 'OWN_WISHLIST');
      return { user, link, itemId };
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
        const { user, link, itemId } = await claimTarget(request);
        const name = (await profileName(user.id)) ?? (user.name || null);
        const holder = await wishlists.claim(itemId, { userId: user.id, name, email: user.email || null });
        if (holder !== user.id) throw conflict('Someone else has already reserved this item.', 'ALREADY_CLAIMED');
        return { ok: true as const, item: sharedItem((await wishlists.item(link.id, itemId))!, user, false) };
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
        const { user, link, itemId } = await claimTarget(request);
        if (!(await wishlists.unclaim(itemId, user.id))) {
          const holder = await wishlists.claimHolder(itemId);
          if (holder) throw forbidden('Only the person who reserved this item can cancel it.', 'NOT_YOUR_CLAIM');
          throw notFound('This item is not reserved.', 'NOT_CLAIMED');
        }
        return { ok: true as const, item: sharedItem((await wishlists.item(link.id, itemId))!, user, false) };
      },
    );
  };
