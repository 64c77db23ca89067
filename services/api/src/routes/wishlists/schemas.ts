import { z } from 'zod';
import {
  validateWishlist,
  validateWishlistChange,
  validateWishlistItem,
  validateWishlistItemChange,
  WISHLIST_LIMITS,
} from '@koester/contract/validation/wishlist-rules';
import { pathParam, ruledText } from '../../http/common-schemas.ts';
import { withRule } from '../../plugins/validation.ts';
import { sharedItemSchema } from '../public-wishlists/views.ts';

const L = WISHLIST_LIMITS;
const LINK_TEXT = `An absolute http:// or https:// link, at most ${L.linkMax} characters; empty or null for none.`;

/** The fields of an item; the shared rule (wishlist-rules.ts) has the last word, with its codes. */
const itemFields = z.object({
  title: ruledText(L.titleMax, `Required, at most ${L.titleMax} characters; one line.`),
  description: ruledText(L.itemDescriptionMax, `At most ${L.itemDescriptionMax} characters; empty means none.`)
    .nullable()
    .optional(),
  price: z
    .number()
    .nullable()
    .optional()
    .meta({ description: `In euros, 0 to ${L.priceMax}, at most two decimals; null for none.` }),
  url: z
    .string()
    .max(L.linkMax * 2)
    .nullable()
    .optional()
    .meta({ description: LINK_TEXT }),
  image_url: z
    .string()
    .max(L.linkMax * 2)
    .nullable()
    .optional()
    .meta({ description: LINK_TEXT }),
});

const wishlistFields = z.object({
  name: ruledText(L.nameMax, `Required, at most ${L.nameMax} characters; one line.`),
  description: ruledText(L.descriptionMax, `At most ${L.descriptionMax} characters; empty means none.`)
    .nullable()
    .optional(),
});

export const itemBody = withRule(itemFields, validateWishlistItem);
export const itemChangeBody = withRule(itemFields.partial(), validateWishlistItemChange);
const HIDE_RESERVATIONS_TEXT =
  'Signed-out visitors see no reservations (every item available; Reserve asks them to sign in) and hear no reservation events. Default false: a friend without an account still sees what is taken.';

const hideSetting = {
  hide_reservations_from_visitors: z.boolean().optional().meta({ description: HIDE_RESERVATIONS_TEXT }),
};
export const wishlistBody = withRule(wishlistFields.extend(hideSetting), validateWishlist);
export const wishlistChangeBody = withRule(wishlistFields.partial().extend(hideSetting), validateWishlistChange);

export const shareLinkSchema = z
  .object({
    token: z.string(),
    path: z.string(),
    expires_at: z.string().nullable(),
    revoked: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'ShareLink' });

const wishlistSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    hide_reservations_from_visitors: z.boolean().meta({ description: HIDE_RESERVATIONS_TEXT }),
    created_at: z.string(),
  })
  .meta({ id: 'Wishlist' });

const receivedItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    price: z.number().nullable(),
    url: z.string().nullable(),
    image_url: z.string().nullable(),
    received_at: z.string(),
  })
  .meta({ id: 'ReceivedItem', description: 'A gift the owner marked received: gone from shared views.' });

export const detailSchema = wishlistSchema
  .extend({
    items: z.array(sharedItemSchema),
    /** Newest first; nothing of reservations. */
    received_items: z.array(receivedItemSchema),
    share_links: z.array(shareLinkSchema),
  })
  .meta({ id: 'WishlistDetail' });

/** My lists, each with its counts. */
export const wishlistSummariesSchema = z.array(
  wishlistSchema.extend({
    item_count: z.number().int(),
    /** Share links neither revoked nor expired. */
    active_link_count: z.number().int(),
  }),
);

export const idParams = z.object({ id: pathParam });
export const itemParams = idParams.extend({ itemId: pathParam });
export const shareLinkParams = idParams.extend({ token: pathParam });

export const shareLinkBody = z.object({ expires_at: z.iso.datetime({ offset: true }).nullable().optional() });
