import type { Language } from '@koester/contract/i18n/languages';
import type { FieldErrorCode } from '@koester/contract/validation/field-codes';
import { ruleError, type RuleResult } from '@koester/contract/validation/text-rules';
import { validateWishlistItemChange } from '@koester/contract/validation/wishlist-rules';

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
 * decimals). The number then goes through the shared item rule's price check, the one the API applies (a gift
 * idea's price has the same bounds: a wishlist item and the people pages read prices alike).
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
  // A change that sends only the price has only the price checked.
  const checked = validateWishlistItemChange({ price: amount });
  return checked.ok ? { ok: true, value: checked.value.price ?? null } : checked;
}

/** A stored price as the price field shows it for editing: "24,99" in nl and fr, "24.99" in en; empty for none. */
export function priceInputText(price: number | null, language: Language): string {
  if (price === null) return '';
  const text = price.toFixed(2);
  return DECIMAL[language] === ',' ? text.replace('.', ',') : text;
}
