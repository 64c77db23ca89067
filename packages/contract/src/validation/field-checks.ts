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

/**
 * The checks the forms' rules are made of (wishlists, people): one field each, giving its cleaned value or its
 * problem. `undefined` in means "not sent", and is never an error of its own.
 */
export type Check<T> = (raw: unknown) => { value: T } | { error: RuleError };

interface TextRule {
  max: number;
  tooLong: RuleError;
  /** The problem of an empty text; without it an empty text is stored as null. */
  required?: RuleError;
  /** One line only (names, titles): tabs and line breaks are refused with the other control characters. */
  oneLine?: boolean;
}

/**
 * Plain text as every free text is kept: without invisible characters and trimmed, no dangerous content, angle
 * brackets escaped (what the shared page and the app already expect), line breaks kept where more than one line is
 * allowed.
 */
export function textCheck(rule: TextRule & { required: RuleError }): Check<string>;
export function textCheck(rule: TextRule): Check<string | null>;
export function textCheck(rule: TextRule): Check<string | null> {
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

/** A web link of at most `max` characters; empty is "no link". */
export function linkCheck(max: number): Check<string | null> {
  return (raw) => {
    const text = typeof raw === 'string' ? cleanText(raw) : '';
    if (!text) return { value: null };
    if (text.length > max) return { error: ruleError('LINK_TOO_LONG', `A link can be at most ${max} characters`) };
    if (!isWebLink(text)) return { error: ruleError('INVALID_URL', 'Links must start with http:// or https://') };
    // A link is shown and opened: the rules of every other text hold for it too.
    if (hasDangerousContent(text)) return { error: DANGEROUS_CONTENT };
    if (hasControlCharacter(text)) return { error: INVALID_CHARACTER };
    return { value: text };
  };
}

/** A price in euros: absent or null is "no price"; otherwise 0 to `max` with at most two decimals. */
export function priceCheck(max: number): Check<number | null> {
  return (raw) => {
    if (raw === null || raw === undefined) return { value: null };
    if (typeof raw !== 'number' || !Number.isFinite(raw))
      return { error: ruleError('PRICE_NOT_A_NUMBER', 'Enter the price as a number, such as 24.99') };
    if (raw < 0) return { error: ruleError('PRICE_NEGATIVE', 'The price cannot be below zero') };
    if (raw > max) return { error: ruleError('PRICE_TOO_HIGH', `The price can be at most ${max} euros`) };
    const cents = Math.round(raw * 100);
    if (Math.abs(cents - raw * 100) > 1e-6)
      return { error: ruleError('PRICE_TOO_PRECISE', 'A price has at most two decimals') };
    return { value: cents / 100 };
  };
}

/**
 * Runs each field's check. Whole (a new thing) checks every field; partial (a change) checks only the fields sent,
 * so an absent field stays as it is.
 */
export function checkFields<T>(
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
