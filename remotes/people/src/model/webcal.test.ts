import { describe, expect, it } from 'vitest';
import { webcalUrl } from './webcal';

describe('webcalUrl', () => {
  it('swaps the scheme and keeps the rest of the address', () => {
    expect(webcalUrl('https://api.koester.app/prod/calendar/abc_-123.ics')).toBe(
      'webcal://api.koester.app/prod/calendar/abc_-123.ics',
    );
    expect(webcalUrl('http://localhost:4000/prod/calendar/x.ics')).toBe('webcal://localhost:4000/prod/calendar/x.ics');
    expect(webcalUrl('HTTPS://example.test/a.ics')).toBe('webcal://example.test/a.ics');
  });
});
