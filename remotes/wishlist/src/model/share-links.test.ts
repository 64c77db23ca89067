import { describe, expect, it } from 'vitest';
import { expiryFromDay, linkState, localDay, shareUrl } from './share-links';

describe('expiryFromDay', () => {
  const now = new Date(2026, 10, 24, 15, 0, 0);

  it('gives no expiry for an empty field', () => {
    expect(expiryFromDay('', now)).toEqual({ ok: true, value: null });
  });

  it('lets a link work to the end of the chosen day, today included', () => {
    const today = expiryFromDay('2026-11-24', now);
    expect(today).toEqual({ ok: true, value: new Date(2026, 10, 24, 23, 59, 59).toISOString() });
    const later = expiryFromDay('2026-12-31', now);
    expect(later.ok && localDay(later.value!)).toBe('2026-12-31');
  });

  it('refuses a day that has passed, and what is not a date', () => {
    expect(expiryFromDay('2026-11-23', now)).toMatchObject({
      ok: false,
      errors: { expires_at: { code: 'EXPIRY_IN_PAST' } },
    });
    for (const day of ['2026-02-30', '24-11-2026', 'tomorrow', '2026-13-01'])
      expect(expiryFromDay(day, now), day).toMatchObject({
        ok: false,
        errors: { expires_at: { code: 'INVALID_FORMAT' } },
      });
  });
});

describe('linkState', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('tells active, expired and revoked links apart', () => {
    expect(linkState({ expires_at: null, revoked: false }, now)).toBe('active');
    expect(linkState({ expires_at: '2026-11-25T00:00:00Z', revoked: false }, now)).toBe('active');
    expect(linkState({ expires_at: '2026-11-24T12:00:00Z', revoked: false }, now)).toBe('expired');
    expect(linkState({ expires_at: '2026-11-30T00:00:00Z', revoked: true }, now)).toBe('revoked');
  });
});

describe('shareUrl', () => {
  it('is the shared page on this site', () => {
    expect(shareUrl('/wishlist/abc_-1', 'https://koester.example')).toBe('https://koester.example/wishlist/abc_-1');
  });
});
