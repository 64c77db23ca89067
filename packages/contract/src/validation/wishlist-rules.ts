import { ruleError, type RuleResult } from '@koester/contract/validation/text-rules';
import {
  checkFields,
  linkCheck as linkOf,
  priceCheck as priceOf,
  textCheck,
  type Check,
} from '@koester/contract/validation/field-checks';

/** What a wishlist and its items may hold (docs/decisions.md, "Wishlist owners"). Prices are in euros. */
export const WISHLIST_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  titleMax: 200,
  itemDescriptionMax: 2000,
  priceMax: 1_000_000,
  linkMax: 2000,
} as const;

export interface WishlistValues {
  name: string;
  description: string | null;
}

export interface WishlistItemValues {
  title: string;
  description: string | null;
  price: number | null;
  url: string | null;
  image_url: string | null;
}

const linkCheck = linkOf(WISHLIST_LIMITS.linkMax);
const priceCheck = priceOf(WISHLIST_LIMITS.priceMax);

const WISHLIST_CHECKS = {
  name: textCheck({
    max: WISHLIST_LIMITS.nameMax,
    oneLine: true,
    required: ruleError('LIST_NAME_REQUIRED', 'Please give the wishlist a name'),
    tooLong: ruleError('LIST_NAME_TOO_LONG', `The name can be at most ${WISHLIST_LIMITS.nameMax} characters`),
  }),
  description: textCheck({
    max: WISHLIST_LIMITS.descriptionMax,
    tooLong: ruleError(
      'LIST_DESCRIPTION_TOO_LONG',
      `The description can be at most ${WISHLIST_LIMITS.descriptionMax} characters`,
    ),
  }),
} satisfies { [K in keyof WishlistValues]: Check<WishlistValues[K]> };

const ITEM_CHECKS = {
  title: textCheck({
    max: WISHLIST_LIMITS.titleMax,
    oneLine: true,
    required: ruleError('ITEM_TITLE_REQUIRED', 'Please give the item a name'),
    tooLong: ruleError('ITEM_TITLE_TOO_LONG', `The name can be at most ${WISHLIST_LIMITS.titleMax} characters`),
  }),
  description: textCheck({
    max: WISHLIST_LIMITS.itemDescriptionMax,
    tooLong: ruleError(
      'ITEM_DESCRIPTION_TOO_LONG',
      `The description can be at most ${WISHLIST_LIMITS.itemDescriptionMax} characters`,
    ),
  }),
  price: priceCheck,
  url: linkCheck,
  image_url: linkCheck,
} satisfies { [K in keyof WishlistItemValues]: Check<WishlistItemValues[K]> };

/** A new wishlist (name required), for the form and POST /wishlists alike. */
export function validateWishlist(input: Record<string, unknown>): RuleResult<WishlistValues> {
  return checkFields(WISHLIST_CHECKS, input, false) as RuleResult<WishlistValues>;
}

/** A change to a wishlist: only the fields sent are checked; a name, if sent, may not be empty. */
export function validateWishlistChange(input: Record<string, unknown>): RuleResult<Partial<WishlistValues>> {
  return checkFields(WISHLIST_CHECKS, input, true);
}

/** A new item (title required), for the form and POST /wishlists/:id/items alike. */
export function validateWishlistItem(input: Record<string, unknown>): RuleResult<WishlistItemValues> {
  return checkFields(ITEM_CHECKS, input, false) as RuleResult<WishlistItemValues>;
}

/** A change to an item: only the fields sent are checked. */
export function validateWishlistItemChange(input: Record<string, unknown>): RuleResult<Partial<WishlistItemValues>> {
  return checkFields(ITEM_CHECKS, input, true);
}
