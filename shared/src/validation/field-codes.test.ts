import { describe, expect, it } from 'vitest';
import en from './texts/en.json';
import fr from './texts/fr.json';
import nl from './texts/nl.json';
import { LANGUAGES } from '@koester/contract/i18n/languages';
import { FIELD_ERROR_CODES, isFieldErrorCode } from '@koester/contract/validation/field-codes';
import { validateComment, validateFeedback } from '@koester/contract/validation/feedback-rules';
import { validateProfileName } from '@koester/contract/validation/profile-rules';
import { validateWishlist, validateWishlistItem } from '@koester/contract/validation/wishlist-rules';

const TEXTS = { nl, en, fr };

describe('field error codes', () => {
  it('each have a text in nl, en and fr, and no text is left without a code', () => {
    const missing = LANGUAGES.flatMap((language) =>
      FIELD_ERROR_CODES.filter((code) => !(TEXTS[language] as Record<string, string>)[code]?.trim()).map(
        (code) => `${language}: ${code}`,
      ),
    );
    expect(missing).toEqual([]);
    for (const language of LANGUAGES) {
      expect(Object.keys(TEXTS[language]).sort(), language).toEqual([...FIELD_ERROR_CODES].sort());
    }
  });

  it('are unique', () => {
    expect(new Set(FIELD_ERROR_CODES).size).toBe(FIELD_ERROR_CODES.length);
  });

  it('cover every code the shared rules answer', () => {
    const failures = [
      validateFeedback({}),
      validateFeedback({ title: 'x', description: 'short', type: 'idea' }),
      validateFeedback({ title: 'x'.repeat(101), description: 'y'.repeat(2001), type: 'bug' }),
      validateFeedback({ title: 'eval(1)', description: 'document.cookie please', type: 'bug' }),
      validateComment(''),
      validateComment('a'),
      validateComment('a'.repeat(501)),
      validateComment('alert(1)'),
      validateProfileName(' '),
      validateProfileName('x'.repeat(101)),
      validateProfileName('eval(name)'),
      validateProfileName('Ann\tDoe'),
      validateWishlist({ name: ' ', description: 'd'.repeat(1001) }),
      validateWishlist({ name: 'n'.repeat(101) }),
      validateWishlistItem({
        title: '',
        price: -1,
        url: 'javascript:alert(1)',
        image_url: `https://x.test/${'a'.repeat(2000)}`,
      }),
      validateWishlistItem({ title: 't'.repeat(201), description: 'd'.repeat(2001), price: 1_000_001 }),
      validateWishlistItem({ title: 'ok', price: 1.234 }),
      validateWishlistItem({ title: 'ok', price: Number.NaN }),
    ];
    const codes = failures.flatMap((result) => (result.ok ? [] : Object.values(result.errors).map((e) => e.code)));
    expect(codes.length).toBeGreaterThanOrEqual(29);
    for (const code of codes) expect(isFieldErrorCode(code), code).toBe(true);
  });

  it('keep the house tone: no exclamation marks', () => {
    for (const language of LANGUAGES) {
      for (const text of Object.values(TEXTS[language])) expect(text, `${language}: ${text}`).not.toMatch(/!/);
    }
  });
});
