import { describe, expect, it } from 'vitest';
import { parseSrpTimestamp, SRP_TIMESTAMP_SKEW_MS, srpTimestampFresh } from '../src/srp.ts';

describe('the PASSWORD_VERIFIER timestamp', () => {
  it('is read in the format Cognito clients write (day not padded)', () => {
    expect(parseSrpTimestamp('Sat Nov 21 08:05:09 UTC 2026')).toBe(Date.UTC(2026, 10, 21, 8, 5, 9));
    expect(parseSrpTimestamp('Sun Nov 1 00:00:00 UTC 2026')).toBe(Date.UTC(2026, 10, 1));
    expect(parseSrpTimestamp('2026-11-21T08:05:09Z')).toBeNull();
    expect(parseSrpTimestamp('Sat Foo 21 08:05:09 UTC 2026')).toBeNull();
  });

  it('must be within five minutes of the server clock', () => {
    const now = Date.UTC(2026, 10, 21, 8, 5, 9);
    expect(srpTimestampFresh('Sat Nov 21 08:05:09 UTC 2026', now)).toBe(true);
    expect(srpTimestampFresh('Sat Nov 21 08:09:59 UTC 2026', now)).toBe(true);
    expect(srpTimestampFresh('Sat Nov 21 08:10:10 UTC 2026', now)).toBe(false);
    expect(srpTimestampFresh('Sat Nov 21 07:59:00 UTC 2026', now)).toBe(false);
    expect(srpTimestampFresh('not a date', now)).toBe(false);
    expect(SRP_TIMESTAMP_SKEW_MS).toBe(300_000);
  });
});
