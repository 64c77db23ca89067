import {
  cleanText,
  escapeAngleBrackets,
  hasControlCharacter,
  hasDangerousContent,
  plainText,
  DANGEROUS_CONTENT,
  INVALID_CHARACTER,
  ruleError,
  type RuleError,
  type RuleResult,
} from '@koester/contract/validation/text-rules';

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

/** One field's check: its cleaned value, or its problem. `undefined` in means "not sent", and is never an error. */
type Check<T> = (raw: unknown) => { value: T } | { error: RuleError };

interface TextRule {
  max: number;
  tooLong: RuleError;
  /** The problem of an empty text; without it an empty text is stored as null. */
  required?: RuleError;
  /** One line only (names, titles): tabs and line breaks are refused with the other control characters. */
  oneLine?: boolean;
}

/**
 * Plain text as every wishlist text is kept: without invisible characters and trimmed, no dangerous content, angle
 * brackets escaped (what the shared page and the app already expect), line breaks kept where more than one line is
 * allowed.
 */
function textCheck(rule: TextRule & { required: RuleError }): Check<string>;
function textCheck(rule: TextRule): Check<string | null>;
function textCheck(rule: TextRule): Check<string | null> {
  return (raw) => {
    const text = plainText(raw);
    if (!text) return rule.required ? { error: rule.required } : { value: null };
    if (text.length > rule.max) return { error: rule.tooLong };
    if (hasDangerousContent(text)) return { error: DANGEROUS_CONTENT };
    if (hasControlCharacter(text, !rule.oneLine)) return { error: INVALID_CHARACTER };
    return { value: escapeAngleBrackets(text) };
  };
}

/** True for an absolute http:// or https:// link: no javascript:, data: or relative link ever reaches a visitor. */
export function isWebLink(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const linkCheck: Check<string | null> = (raw) => {
  const text = typeof raw === 'string' ? cleanText(raw) : '';
  if (!text) return { value: null };
  if (text.length > WISHLIST_LIMITS.linkMax)
    return { error: ruleError('LINK_TOO_LONG', `A link can be at most ${WISHLIST_LIMITS.linkMax} characters`) };
  if (!isWebLink(text)) return { error: ruleError('INVALID_URL', 'Links must start with http:// or https://') };
  // A link is shown to friends and opened by them: the rules of every other text hold for it too.
  if (hasDangerousContent(text)) return { error: DANGEROUS_CONTENT };
  if (hasControlCharacter(text)) return { error: INVALID_CHARACTER };
  return { value: text };
};

/** A price in euros: absent or null is "no price"; otherwise 0 to 1,000,000 with at most two decimals. */
const priceCheck: Check<number | null> = (raw) => {
  if (raw === null || raw === undefined) return { value: null };
  if (typeof raw !== 'number' || !Number.isFinite(raw))
    return { error: ruleError('PRICE_NOT_A_NUMBER', 'Enter the price as a number, such as 24.99') };
  if (raw < 0) return { error: ruleError('PRICE_NEGATIVE', 'The price cannot be below zero') };
  if (raw > WISHLIST_LIMITS.priceMax)
    return { error: ruleError('PRICE_TOO_HIGH', `The price can be at most ${WISHLIST_LIMITS.priceMax} euros`) };
  const cents = Math.round(raw * 100);
  if (Math.abs(cents - raw * 100) > 1e-6)
    return { error: ruleError('PRICE_TOO_PRECISE', 'A price has at most two decimals') };
  return { value: cents / 100 };
};

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

/**
 * Runs each field's check. Whole (a new list or item) checks every field; partial (a change) checks only the fields
 * sent, so an absent field stays as it is.
 */
function checkFields<T>(
  checks: { [K in keyof T]: Check<T[K]> },
  input: Record<string, unknown>,
  partial: boolean,
): RuleResult<Partial<T>> {
  const value: Partial<T> = {};
  const errors: Record<string, RuleError> = {};
  for (const field of Object.keys(checks) as (keyof T & string)[]) {
    if (partial && input[field] === undefined) continue;
    const result = checks[field](input[field]);
    if ('error' in result) errors[field] = result.error;
    else value[field] = result.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}

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
