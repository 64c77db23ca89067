import { describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../src/config.ts';
import { hostAllowed } from '../src/host-check.ts';

/** KOESTER_IDENTITY_ALLOWED_HOSTS entries as an operator writes them, IPv6 addresses with or without brackets. */
describe('an allowed-hosts entry', () => {
  const allowed = (entries: string, host: string) =>
    hostAllowed(loadIdentityConfig({ KOESTER_IDENTITY_ALLOWED_HOSTS: entries }), 9229, host);

  it('of a bare IPv6 address allows that address on any port, as its bracketed form does', () => {
    for (const entry of ['::1', '[::1]']) {
      expect({ entry, ok: allowed(entry, '[::1]:9229') }).toEqual({ entry, ok: true });
      expect({ entry, ok: allowed(entry, '[::1]:8080') }).toEqual({ entry, ok: true });
      expect({ entry, ok: allowed(entry, '[::1]') }).toEqual({ entry, ok: true });
      expect({ entry, ok: allowed(entry, '[::2]:9229') }).toEqual({ entry, ok: false });
      expect({ entry, ok: allowed(entry, '::1') }).toEqual({ entry, ok: false });
      expect({ entry, ok: allowed(entry, ':1') }).toEqual({ entry, ok: false });
    }
    expect(allowed('FD00::A', '[fd00::a]:9229')).toBe(true);
  });

  it('of a bracketed IPv6 address with a port allows that port only', () => {
    expect(allowed('[::1]:9229', '[::1]:9229')).toBe(true);
    expect(allowed('[::1]:9229', '[::1]:9230')).toBe(false);
  });

  it('of a name, with or without a port, reads as before', () => {
    expect(allowed('identity.example, localhost:9229', 'identity.example:1234')).toBe(true);
    expect(allowed('identity.example, localhost:9229', 'localhost:9229')).toBe(true);
    expect(allowed('identity.example, localhost:9229', 'localhost:9230')).toBe(false);
    expect(allowed('identity.example, 127.0.0.1', '127.0.0.1:5')).toBe(true);
  });
});
