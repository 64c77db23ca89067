import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './localized';

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
