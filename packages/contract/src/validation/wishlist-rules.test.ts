import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWebLink } from './field-checks';
import {
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
