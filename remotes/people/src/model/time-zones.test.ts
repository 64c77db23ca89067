import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './time-zones';

describe('time zone options', () => {
  it('lists the browser’s zones with the stored and the device’s, once each, in order', () => {
    const options = timeZoneOptions('Europe/Amsterdam', 'Europe/Brussels');
    expect(options).toContain('Europe/Amsterdam');
    expect(options).toContain('America/New_York');
    expect(options.filter((zone) => zone === 'Europe/Brussels')).toHaveLength(1);
    expect([...options].sort((a, b) => a.localeCompare(b))).toEqual(options);
  });

  it('keeps a stored zone the browser’s list lacks', () => {
    expect(timeZoneOptions('Mars/Olympus_Mons', null)).toContain('Mars/Olympus_Mons');
  });

  it('writes a zone’s name readably', () => {
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('America / Argentina / Buenos Aires');
  });
});
