import { z } from 'zod';
import { validateProfileName } from '@koester/contract/validation/profile-rules';
import { cleanText } from '@koester/contract/validation/text-rules';
import type { AuthUser } from '../../auth/token-verifier.ts';
import type { ShareLinkRepository } from '../../repositories/share-link-repository.ts';
import type { ItemRow } from '../../repositories/wishlist-item-repository.ts';

/** An item as one viewer may see it: the public side's answers, and the owner's list (reservations hidden). */
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

/**
 * A reserver's name as the rule for profile names cleans it, or null when it fails the rule (spec §5). The team's
 * name, which the rule reserves, is kept for a reserver who is on the team (an admin), as the identity service lets
 * only the team carry it.
 */
export function reserverName(raw: string | null | undefined, { isAdmin = false } = {}): string | null {
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

type OpenLink = NonNullable<Awaited<ReturnType<ShareLinkRepository['findByToken']>>>;

/** A shared list as one viewer may see it: the owner's id only to the owner, each item as sharedItem shows it. */
export function sharedWishlist(link: OpenLink, items: ItemRow[], viewer: AuthUser | null) {
  const isOwner = viewer?.id === link.profile_id;
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
}

/** A change as a signed-out listener hears it: purchase marks become a plain update. */
export function coarse<C extends { change: string }>(change: C): C {
  return change.change === 'purchased' || change.change === 'unpurchased' ? { ...change, change: 'updated' } : change;
}
