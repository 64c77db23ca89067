import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice } from './localized';

describe('formatDate', () => {
  it('writes a calendar date out per language, whatever the time zone', () => {
    expect(formatDate('2025-07-10', 'nl')).toBe('10 juli 2025');
    expect(formatDate('2025-07-10', 'en')).toBe('10 July 2025');
    expect(formatDate('2025-07-17', 'fr')).toBe('17 juillet 2025');
  });
});

describe('formatNumber', () => {
  it('groups digits the local way', () => {
    expect(formatNumber(25000, 'nl')).toBe('25.000');
    expect(formatNumber(25000, 'en')).toBe('25,000');
    expect(formatNumber(25000, 'fr').replace(/\s/g, ' ')).toBe('25 000');
    expect(formatNumber(0.96, 'fr', { style: 'percent' }).replace(/\s/g, ' ')).toBe('96 %');
  });
});

describe('formatPrice', () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it('writes euros with two decimals, the sign first, digits per language', () => {
    expect(plain(formatPrice(6.99, 'nl'))).toBe('€ 6,99');
    expect(plain(formatPrice(6.99, 'fr'))).toBe('€ 6,99');
    expect(formatPrice(6.99, 'en')).toBe('€6.99');
    expect(plain(formatPrice(0, 'nl'))).toBe('€ 0,00');
    expect(formatPrice(0, 'en')).toBe('€0.00');
    expect(plain(formatPrice(69.99, 'fr'))).toBe('€ 69,99');
    expect(plain(formatPrice(99.99, 'nl'))).toBe('€ 99,99');
  });
  it('groups thousands the local way and rounds to cents', () => {
    expect(plain(formatPrice(1000, 'nl'))).toBe('€ 1.000,00');
    expect(formatPrice(1000, 'en')).toBe('€1,000.00');
    expect(plain(formatPrice(1000, 'fr'))).toBe('€ 1 000,00');
    expect(formatPrice(5.8325, 'en')).toBe('€5.83');
  });
  it('keeps the sign and the amount together on one line', () => {
    expect(formatPrice(9.99, 'nl')).toBe('€\u00a09,99');
  });
});
