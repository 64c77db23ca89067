import { z } from 'zod';
import { pathParam } from '../../http/common-schemas.ts';
import { sharedItemSchema } from './views.ts';

export const sharedWishlistSchema = z
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

export const shareTokenParams = z.object({ shareToken: pathParam });

export const itemParams = shareTokenParams.extend({ itemId: pathParam });

/** What a reservation's change answers: the item as its actor now sees it. */
export const claimAnswer = z.object({ ok: z.literal(true), item: sharedItemSchema });

export const purchasedBody = z.object({ purchased: z.boolean() });

const EVENT_STREAM_DESCRIPTION = [
  'Server-sent events. First `event: ready` (the stream is live), then for each change of an item',
  '`event: item` with `data: {"item_id": "…", "change": "claimed" | "unclaimed" | "purchased" | "unpurchased" |',
  '"updated" | "removed"}`, and a `: ping` comment every 25 s. No one is named: refetch the list to see',
  'the change as you may see it. A signed-out visitor of a list that hides reservations from visitors hears no',
  'reservation changes. The stream ends when its link is revoked or expires, when the list is deleted, when',
  'the owner changes what visitors may see, and for a signed-in listener when its token expires or its session is',
  'revoked (POST /sessions/revoke): reconnect, and a 401, 404 or 410 then says why.',
].join(' ');

/** The stream's answer as the document describes it: text, not JSON. */
export const eventStreamAnswer = {
  description: EVENT_STREAM_DESCRIPTION,
  content: { 'text/event-stream': { schema: z.string() } },
};
