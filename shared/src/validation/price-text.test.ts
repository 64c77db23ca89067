import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFieldErrorCode } from '@koester/contract/validation/field-codes';
import { WISHLIST_LIMITS } from '@koester/contract/validation/wishlist-rules';
import { parsePrice, priceInputText } from './price-text';

const codes = (result: { ok: boolean; errors?: Record<string, { code: string }> }) =>
  result.ok ? {} : Object.fromEntries(Object.entries(result.errors ?? {}).map(([field, e]) => [field, e.code]));

describe('parsePrice', () => {
  it('reads the decimal comma in nl and fr, and the decimal point in en', () => {
    expect(parsePrice('6,99', 'nl')).toEqual({ ok: true, value: 6.99 });
    expect(parsePrice('6,99', 'fr')).toEqual({ ok: true, value: 6.99 });
    expect(parsePrice('6.99', 'en')).toEqual({ ok: true, value: 6.99 });
    expect(parsePrice('€ 1.234,50', 'nl')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('1\u202F234,50 €', 'fr')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('1 234,5', 'fr')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('€1,234.50', 'en')).toEqual({ ok: true, value: 1234.5 });
    expect(parsePrice('25', 'nl')).toEqual({ ok: true, value: 25 });
    expect(parsePrice('0,5', 'nl')).toEqual({ ok: true, value: 0.5 });
  });

  it('reads a point before one or two digits as decimal in nl and fr too, and before three as thousands', () => {
    expect(parsePrice('6.99', 'nl')).toEqual({ ok: true, value: 6.99 });
    expect(parsePrice('6.5', 'fr')).toEqual({ ok: true, value: 6.5 });
    expect(parsePrice('1.500', 'nl')).toEqual({ ok: true, value: 1500 });
    expect(parsePrice('1,500', 'en')).toEqual({ ok: true, value: 1500 });
    expect(parsePrice('1.000.000', 'nl')).toEqual({ ok: true, value: 1_000_000 });
    // A first group is one to three digits, never starting with 0: otherwise the point is a decimal one.
    expect(parsePrice('0.500', 'nl')).toEqual({ ok: true, value: 0.5 });
    expect(codes(parsePrice('1234.567', 'nl')).price).toBe('PRICE_TOO_PRECISE');
    expect(codes(parsePrice('1234.567,50', 'nl')).price).toBe('PRICE_NOT_A_NUMBER');
    expect(codes(parsePrice('0,500.25', 'en')).price).toBe('PRICE_NOT_A_NUMBER');
  });

  it('reads the Dutch whole price and a minus zero', () => {
    expect(parsePrice('12,-', 'nl')).toEqual({ ok: true, value: 12 });
    expect(parsePrice('€ 1.250,--', 'nl')).toEqual({ ok: true, value: 1250 });
    expect(parsePrice('-0', 'nl')).toEqual({ ok: true, value: 0 });
    expect(codes(parsePrice('-abc', 'nl')).price).toBe('PRICE_NOT_A_NUMBER');
  });

  it('answers no price for an empty field', () => {
    expect(parsePrice('', 'nl')).toEqual({ ok: true, value: null });
    expect(parsePrice('  €  ', 'fr')).toEqual({ ok: true, value: null });
  });

  it('refuses what is not a price, with the reason', () => {
    const code = (raw: string, language: 'nl' | 'en' | 'fr' = 'nl') => codes(parsePrice(raw, language)).price;
    expect(code('-5')).toBe('PRICE_NEGATIVE');
    expect(code('−5,00')).toBe('PRICE_NEGATIVE');
    for (const raw of ['twaalf', '12abc', '1e5', '1,2,3', '1.2.3', '6,', ',5', '1..5', '0x10', 'Infinity'])
      expect(code(raw), raw).toBe('PRICE_NOT_A_NUMBER');
    expect(code('6,999')).toBe('PRICE_TOO_PRECISE');
    expect(code('6.999', 'en')).toBe('PRICE_TOO_PRECISE');
    expect(code('1.000.000,01')).toBe('PRICE_TOO_HIGH');
    expect(code('12.34.567')).toBe('PRICE_NOT_A_NUMBER');
  });

  it('reads back every price it writes for editing, in every language', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: WISHLIST_LIMITS.priceMax * 100 }),
        fc.constantFrom('nl' as const, 'en' as const, 'fr' as const),
        (cents, language) => {
          const price = cents / 100;
          expect(parsePrice(priceInputText(price, language), language)).toEqual({ ok: true, value: price });
        },
      ),
    );
    expect(priceInputText(24.9, 'nl')).toBe('24,90');
    expect(priceInputText(24.9, 'en')).toBe('24.90');
    expect(priceInputText(null, 'fr')).toBe('');
  });
});

describe('parsePrice codes', () => {
  it('are field codes with a text in every language, as the shared rules’ are', () => {
    const failures = ['twaalf', '-5', '6,999', '1.000.000,01'].map((raw) => parsePrice(raw, 'nl'));
    const found = failures.flatMap((result) => (result.ok ? [] : Object.values(result.errors).map((e) => e.code)));
    expect(found).toEqual(['PRICE_NOT_A_NUMBER', 'PRICE_NEGATIVE', 'PRICE_TOO_PRECISE', 'PRICE_TOO_HIGH']);
    for (const code of found) expect(isFieldErrorCode(code), code).toBe(true);
  });
});
