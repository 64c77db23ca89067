import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isWebLink,
  parsePrice,
  priceInputText,
  validateWishlist,
  validateWishlistChange,
  validateWishlistItem,
  validateWishlistItemChange,
  WISHLIST_LIMITS,
} from './wishlist-rules';

const codes = (result: { ok: boolean; errors?: Record<string, { code: string }> }) =>
  result.ok ? {} : Object.fromEntries(Object.entries(result.errors ?? {}).map(([field, e]) => [field, e.code]));

describe('validateWishlist', () => {
  it('keeps a name and an optional description, trimmed, escaped, an empty description as null', () => {
    expect(validateWishlist({ name: '  Verjaardag Ann\u200B ', description: '  ' })).toEqual({
      ok: true,
      value: { name: 'Verjaardag Ann', description: null },
    });
    expect(validateWishlist({ name: 'Ann <3', description: 'Line one\nline two' })).toEqual({
      ok: true,
      value: { name: 'Ann &lt;3', description: 'Line one\nline two' },
    });
  });

  it('refuses an empty or over-long name, an over-long description and dangerous content', () => {
    expect(codes(validateWishlist({ name: ' \u200B ' }))).toEqual({ name: 'LIST_NAME_REQUIRED' });
    expect(codes(validateWishlist({}))).toEqual({ name: 'LIST_NAME_REQUIRED' });
    expect(codes(validateWishlist({ name: 'n'.repeat(WISHLIST_LIMITS.nameMax + 1) }))).toEqual({
      name: 'LIST_NAME_TOO_LONG',
    });
    expect(codes(validateWishlist({ name: 'ok', description: 'd'.repeat(1001) }))).toEqual({
      description: 'LIST_DESCRIPTION_TOO_LONG',
    });
    expect(codes(validateWishlist({ name: '<script>x</script>', description: 'document.cookie' }))).toEqual({
      name: 'DANGEROUS_CONTENT',
      description: 'DANGEROUS_CONTENT',
    });
    expect(codes(validateWishlist({ name: 'Ann\tlist' }))).toEqual({ name: 'INVALID_CHARACTER' });
    expect(codes(validateWishlist({ name: 'Ann\u0085list' }))).toEqual({ name: 'INVALID_CHARACTER' });
    // Hangul fillers are drawn as blank space: a name of only them is empty.
    expect(codes(validateWishlist({ name: '\u3164\u115f' }))).toEqual({ name: 'LIST_NAME_REQUIRED' });
  });

  it('reads an escaped text back first: the API, checking what a form already cleaned, counts and refuses the same', () => {
    const name = `${'<'.repeat(WISHLIST_LIMITS.nameMax - 1)}3`;
    const once = validateWishlist({ name });
    expect(once.ok && once.value.name).toBe('&lt;'.repeat(WISHLIST_LIMITS.nameMax - 1) + '3');
    expect(validateWishlist(once.ok ? { ...once.value } : {})).toEqual(once);
    expect(codes(validateWishlist({ name: '&lt;script&gt;alert(1)&lt;/script&gt;' }))).toEqual({
      name: 'DANGEROUS_CONTENT',
    });
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.option(fc.string({ maxLength: 60 })), (text, description) => {
        const first = validateWishlist({ name: text, description });
        if (first.ok) expect(validateWishlist({ ...first.value })).toEqual(first);
      }),
    );
  });

  it('checks only what a change sends', () => {
    expect(validateWishlistChange({ description: 'New' })).toEqual({ ok: true, value: { description: 'New' } });
    expect(validateWishlistChange({ description: '' })).toEqual({ ok: true, value: { description: null } });
    expect(codes(validateWishlistChange({ name: '' }))).toEqual({ name: 'LIST_NAME_REQUIRED' });
    expect(validateWishlistChange({})).toEqual({ ok: true, value: {} });
  });
});

describe('validateWishlistItem', () => {
  const item = { title: 'Book', description: null, price: 24.99, url: 'https://shop.test/b', image_url: null };

  it('accepts a complete item and keeps every field', () => {
    expect(validateWishlistItem(item)).toEqual({ ok: true, value: item });
    expect(validateWishlistItem({ title: 'Only a title' })).toEqual({
      ok: true,
      value: { title: 'Only a title', description: null, price: null, url: null, image_url: null },
    });
  });

  it('refuses bad input field by field', () => {
    expect(
      codes(
        validateWishlistItem({
          title: '',
          description: 'x'.repeat(2001),
          price: -0.01,
          url: 'javascript:alert(1)',
          image_url: 'data:image/png;base64,AAAA',
        }),
      ),
    ).toEqual({
      title: 'ITEM_TITLE_REQUIRED',
      description: 'ITEM_DESCRIPTION_TOO_LONG',
      price: 'PRICE_NEGATIVE',
      url: 'INVALID_URL',
      image_url: 'INVALID_URL',
    });
    expect(codes(validateWishlistItem({ title: 't'.repeat(201), price: 1_000_000.01 }))).toEqual({
      title: 'ITEM_TITLE_TOO_LONG',
      price: 'PRICE_TOO_HIGH',
    });
    expect(codes(validateWishlistItem({ title: 'ok', price: 1.005 }))).toEqual({ price: 'PRICE_TOO_PRECISE' });
    expect(codes(validateWishlistItem({ title: 'ok', price: Number.NaN }))).toEqual({ price: 'PRICE_NOT_A_NUMBER' });
    expect(codes(validateWishlistItem({ title: 'ok', price: '12' }))).toEqual({ price: 'PRICE_NOT_A_NUMBER' });
    expect(codes(validateWishlistItem({ title: 'ok', url: `https://x.test/${'a'.repeat(2000)}` }))).toEqual({
      url: 'LINK_TOO_LONG',
    });
    expect(codes(validateWishlistItem({ title: 'eval(x)', description: 'localStorage' }))).toEqual({
      title: 'DANGEROUS_CONTENT',
      description: 'DANGEROUS_CONTENT',
    });
  });

  it('refuses control characters: in a link, and in a description all but tabs and line breaks', () => {
    expect(
      codes(
        validateWishlistItem({
          title: 'Lamp\u2028two',
          description: 'ring\u0007ring',
          url: 'https://shop.test/\tlamp',
          image_url: 'https://shop.test/lamp.png\u0085',
        }),
      ),
    ).toEqual({
      title: 'INVALID_CHARACTER',
      description: 'INVALID_CHARACTER',
      url: 'INVALID_CHARACTER',
      image_url: 'INVALID_CHARACTER',
    });
    for (const description of ['a\u001bb', 'a\u007fb', 'a\u009fb'])
      expect(codes(validateWishlistItem({ title: 'ok', description })), JSON.stringify(description)).toEqual({
        description: 'INVALID_CHARACTER',
      });
    expect(validateWishlistItem({ title: 'ok', description: 'one\ttwo\r\nthree\u2028four' })).toMatchObject({
      ok: true,
      value: { description: 'one\ttwo\r\nthree\u2028four' },
    });
  });

  it('refuses a link that carries dangerous content, as every other text', () => {
    expect(codes(validateWishlistItem({ title: 'ok', url: 'https://shop.test/<script>x</script>' }))).toEqual({
      url: 'DANGEROUS_CONTENT',
    });
    expect(codes(validateWishlistItem({ title: 'ok', image_url: 'https://shop.test/?q=document.cookie' }))).toEqual({
      image_url: 'DANGEROUS_CONTENT',
    });
  });

  it('lets a change clear a price or a link with null, and leaves unsent fields alone', () => {
    expect(validateWishlistItemChange({ price: null, url: '' })).toEqual({
      ok: true,
      value: { price: null, url: null },
    });
    expect(codes(validateWishlistItemChange({ title: '  ' }))).toEqual({ title: 'ITEM_TITLE_REQUIRED' });
  });

  it('accepts every price of whole cents from 0 to the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: WISHLIST_LIMITS.priceMax * 100 }), (cents) => {
        expect(validateWishlistItem({ title: 'x', price: cents / 100 })).toMatchObject({
          ok: true,
          value: { price: cents / 100 },
        });
      }),
    );
  });
});

describe('isWebLink', () => {
  it('takes only absolute http and https links', () => {
    for (const link of ['https://shop.test/a?b=c#d', 'http://localhost:3000/x', 'HTTPS://SHOP.TEST'])
      expect(isWebLink(link), link).toBe(true);
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'ftp://x.test',
      '/relative',
      'shop.test',
      'https//x',
    ])
      expect(isWebLink(link), link).toBe(false);
  });
});

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
