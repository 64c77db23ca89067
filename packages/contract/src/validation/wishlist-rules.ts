import type { Language } from '@koester/contract/i18n/languages';
import type { FieldErrorCode } from '@koester/contract/validation/field-codes';
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

/** Spaces people put in numbers: the ordinary one, the no-break space and the narrow one French formatting uses. */
const SPACES = /[\s\u00A0\u202F]/g;

/** The decimal separator of each language; the other of "." and "," groups thousands there. */
const DECIMAL: Record<Language, ',' | '.'> = { nl: ',', fr: ',', en: '.' };

/** Thousands groups as people write them: a first group of 1–3 digits (not starting with 0), then groups of three. */
function isGrouped(parts: string[]): boolean {
  return /^[1-9]\d{0,2}$/.test(parts[0] ?? '') && parts.slice(1).every((part) => /^\d{3}$/.test(part));
}

/**
 * Reads a price as a person types it in their language: "6,99", "12,-" and "€ 1.234,50" in nl, "1 234,50" in fr,
 * "1,234.50" in en; empty is "no price". "6.99" also reads as 6.99 in nl and fr, since a group of thousands has
 * three digits after a first group of one to three ("1.500" is 1500, "0.500" is 0.5, "1234.567" has too many
 * decimals). The number then goes through the same check as the API's (priceCheck).
 */
export function parsePrice(raw: string, language: Language): RuleResult<number | null> {
  const fail = (code: FieldErrorCode, message: string): RuleResult<number | null> => ({
    ok: false,
    errors: { price: ruleError(code, message) },
  });
  const notANumber = () => fail('PRICE_NOT_A_NUMBER', 'Enter the price as a number, such as 24.99');
  let text = raw
    .replace(SPACES, '')
    .replace(/^€|€$/g, '')
    .replace(/^eur|eur$/gi, '')
    // "12,-" (or "12,--") is how Dutch writes a whole price.
    .replace(/[.,][-–]{1,2}$/, '');
  if (!text) return { ok: true, value: null };
  const negative = /^[-−]/.test(text);
  if (negative) text = text.slice(1);
  if (!/^\d[\d.,]*$/.test(text) || /[.,]{2}|[.,]$/.test(text)) return notANumber();

  const decimal = DECIMAL[language];
  const group = decimal === ',' ? '.' : ',';
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (last >= 0) {
    const separator = text[last] as '.' | ',';
    const afterLast = text.slice(last + 1);
    // The last separator is a decimal one unless it is this language's grouping sign and the groups are right.
    const isGrouping = separator === group && !text.includes(decimal) && isGrouped(text.split(group));
    const integerPart = isGrouping ? text : text.slice(0, last);
    const fraction = isGrouping ? '' : afterLast;
    if (!isGrouping && integerPart.includes(separator)) return notANumber();
    const groups = integerPart.split(/[.,]/);
    if (groups.length > 1 && !isGrouped(groups)) return notANumber();
    text = `${groups.join('')}${fraction ? `.${fraction}` : ''}`;
  }
  const amount = Number(text);
  // "-0" is zero; any other amount after a minus sign is below zero.
  if (negative && amount !== 0) return fail('PRICE_NEGATIVE', 'The price cannot be below zero');
  const checked = priceCheck(amount);
  return 'error' in checked ? { ok: false, errors: { price: checked.error } } : { ok: true, value: checked.value };
}

/** A stored price as the price field shows it for editing: "24,99" in nl and fr, "24.99" in en; empty for none. */
export function priceInputText(price: number | null, language: Language): string {
  if (price === null) return '';
  const text = price.toFixed(2);
  return DECIMAL[language] === ',' ? text.replace('.', ',') : text;
}
