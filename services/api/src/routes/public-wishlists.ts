import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateProfileName } from '@koester/contract/validation/profile-rules';
import { cleanText } from '@koester/contract/validation/text-rules';
import type { AuthUser } from '../auth/token-verifier.ts';
import { conflict, forbidden, gone, notFound } from '../errors.ts';
import type { Change, WishlistEvents } from '../events/wishlist-events.ts';
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
    /**
     * "hidden" for the owner: who reserved what stays a surprise. "available" for every item a signed-out visitor
     * sees of a list that hides reservations from visitors.
     */
    claim_status: z.enum(['available', 'claimed', 'hidden']),
    /** The reserver's user id, to the reserver only; "hidden" to everyone else while the item is reserved. */
    claimed_by: z.string().nullable(),
    /** The reserver's user id, to the reserver only. */
    claimed_by_user_id: z.string().nullable(),
    /** The reserver's name, to signed-in visitors; null when it is unknown or fails the name rule (as stored or today). */
    claimed_by_name: z.string().nullable(),
    /** Only to the reserver themselves. */
    claimed_by_email: z.string().nullable(),
    /** Purchase mark, to signed-in visitors; hidden (null) from the owner and from signed-out visitors. */
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
      /** The owner's user id, to the owner only (null to everyone else): is_owner says whose list it is. */
      profile_id: z.string().nullable(),
    }),
    owner_name: z.string().nullable(),
    is_owner: z.boolean(),
    items: z.array(sharedItemSchema),
  })
  .meta({ id: 'SharedWishlist' });

/**
 * A reserver's name as the rule for profile names cleans it, or null when it fails the rule (spec §5). The team's
 * name, which the rule reserves, is kept for a reserver who is on the team (an admin), as the identity service lets
 * only the team carry it.
 */
function reserverName(raw: string | null | undefined, { isAdmin = false } = {}): string | null {
  if (!raw) return null;
  const checked = validateProfileName(raw);
  if (checked.ok) return checked.value;
  return isAdmin && checked.errors.name?.code === 'NAME_RESERVED' ? cleanText(raw) : null;
}

/** Who looks at a shared list: the owner, a signed-in visitor, or a signed-out one. */
interface Viewer {
  user: AuthUser | null;
  isOwner: boolean;
  /** The list hides reservations from signed-out visitors (the owner's setting). */
  hidesReservations?: boolean;
}

/**
 * What one viewer may see of an item (spec §2, §4): the owner learns nothing
 * about reservations or purchases; signed-in visitors see that an item is
 * reserved, by whose name, and whether it was bought, but a user id only of
 * their own reservation; signed-out visitors only that it is taken, or, when
 * the owner hides reservations from them, nothing at all (every item is
 * available: Reserve still asks them to sign in, and then they see the truth).
 */
export function sharedItem(row: ItemRow, { user: viewer, isOwner, hidesReservations = false }: Viewer) {
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
  if (!row.claim_user_id || (!viewer && hidesReservations))
    return { ...base, ...none, claim_status: 'available' as const, claimed_by: null, purchased: viewer ? false : null };
  const mine = viewer?.id === row.claim_user_id;
  return {
    ...base,
    claim_status: 'claimed' as const,
    // A user id is an account's handle: the reserver's own, and nobody else's, not even a friend's.
    claimed_by: mine ? row.claim_user_id : 'hidden',
    claimed_by_user_id: mine ? row.claim_user_id : null,
    // Checked again on the way out: a name stored before the rule (or around it) is shown only if it passes today.
    claimed_by_name: viewer ? reserverName(row.claim_user_name, { isAdmin: row.claim_user_is_admin ?? false }) : null,
    claimed_by_email: mine ? row.claim_user_email : null,
    // Only signed-in visitors see purchase marks: a signed-out viewer may be the owner opening their own link.
    purchased: viewer ? (row.claim_purchased ?? false) : null,
    is_mine: mine,
  };
}

/** The wishlist behind a live share link: 404 unknown or revoked, 410 expired. */
export async function openShareLink(wishlists: WishlistRepository, token: string) {
  const link = await wishlists.findByShareToken(token);
  if (!link || link.revoked_at) throw notFound('This wishlist link does not exist.', 'WISHLIST_NOT_FOUND');
  if (link.expires_at && link.expires_at.getTime() <= Date.now()) {
    throw gone('This share link has expired. Ask the owner for a new link.', { is_expired: true }, 'LINK_EXPIRED');
  }
  return link;
}

export const shareTokenParams = z.object({ shareToken: pathParam });

/**
 * The public side of wishlists, reached by share link: view (anyone), reserve,
 * cancel and mark bought (signed in). Identity comes only from the verified
 * token; the X-User-ID and X-User-Email headers the app also sends are
 * accepted and ignored. Every change is announced to the list's live streams.
 */
export const publicWishlistRoutes =
  (
    wishlists: WishlistRepository,
    profileName: (userId: string) => Promise<string | undefined>,
    events: WishlistEvents,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const openLink = (token: string) => openShareLink(wishlists, token);

    const view = async (token: string, viewer: AuthUser | null) => {
      const link = await openLink(token);
      const isOwner = viewer?.id === link.profile_id;
      const items = await wishlists.items(link.id);
      const as: Viewer = { user: viewer, isOwner, hidesReservations: link.hide_reservations_from_visitors };
      return {
        wishlist: {
          id: link.id,
          name: link.name,
          description: link.description,
          profile_id: isOwner ? link.profile_id : null,
        },
        owner_name: link.owner_name ?? null,
        is_owner: isOwner,
        items: items.map((row) => sharedItem(row, as)),
      };
    };

    const itemParams = shareTokenParams.extend({ itemId: pathParam });
    const claimAnswer = z.object({ ok: z.literal(true), item: sharedItemSchema });

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
      async (request) => view(request.params.shareToken, request.user),
    );

    /** The item of a live link a signed-in visitor acts on; never the owner's own list. */
    const claimTarget = async (request: { params: z.infer<typeof itemParams>; user: AuthUser | null }) => {
      const user = requireUser(request);
      const link = await openLink(request.params.shareToken);
      const itemId = requireUuid(request.params.itemId, 'Item', 'ITEM_NOT_FOUND');
      const item = await wishlists.item(link.id, itemId);
      if (!item) throw notFound('Item not found.', 'ITEM_NOT_FOUND');
      if (link.profile_id === user.id)
        throw forbidden('You cannot reserve items on your own wishlist.', 'OWN_WISHLIST');
      return { user, link, itemId };
    };

    /** Announces the change, then answers the item as the actor now sees it. */
    const changed = async (target: { user: AuthUser; link: { id: string }; itemId: string }, change: Change) => {
      await events.publish({ wishlist_id: target.link.id, item_id: target.itemId, change });
      const item = await wishlists.item(target.link.id, target.itemId);
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
        const name = reserverName(await profileName(user.id), as) ?? reserverName(user.name, as);
        const holder = await wishlists.claim(itemId, {
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
        if (!(await wishlists.unclaim(target.itemId, target.user.id))) {
          const holder = await wishlists.claimHolder(target.itemId);
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
          body: z.object({ purchased: z.boolean() }),
          response: { 200: claimAnswer, ...errors(400, 403, 404, 409, 410, 429) },
        },
      },
      async (request) => {
        const target = await claimTarget(request);
        const { purchased } = request.body;
        if (!(await wishlists.markPurchased(target.itemId, target.user.id, purchased))) {
          const holder = await wishlists.claimHolder(target.itemId);
          if (holder) throw forbidden('Only the person who reserved this item can mark it bought.', 'NOT_YOUR_CLAIM');
          throw conflict('Reserve this item before marking it bought.', 'NOT_CLAIMED');
        }
        return changed(target, purchased ? 'purchased' : 'unpurchased');
      },
    );
  };
