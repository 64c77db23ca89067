import { describe, expect, it, vi } from 'vitest';
import { parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  environment: 'production',
  apiBaseUrl: 'https://api.koester.app/prod',
  remotes: { marketing: 'https://cdn.koester.app/marketing/mf-manifest.json' },
  identity: { userPoolId: 'eu-west-1_abc', userPoolClientId: 'client123' },
  admin: { emails: ['team@koester.app'] },
};

describe('parseRuntimeConfig', () => {
  it('accepts a complete config and derives the region from the pool id', () => {
    const config = parseRuntimeConfig(valid);
    expect(config.identity).toEqual({
      region: 'eu-west-1',
      userPoolId: 'eu-west-1_abc',
      userPoolClientId: 'client123',
    });
    expect(config.admin).toEqual({ emails: ['team@koester.app'], userIds: [] });
  });

  it('refuses a missing client id in production but only warns in development', () => {
    const noClient = { ...valid, identity: { userPoolId: 'eu-west-1_abc' } };
    expect(() => parseRuntimeConfig(noClient)).toThrow(RuntimeConfigError);
    const warn = vi.fn();
    parseRuntimeConfig({ ...noClient, environment: 'development' }, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('userPoolClientId'));
  });

  it('refuses malformed URLs and shapes', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: 'nope' })).toThrow(/apiBaseUrl/);
    expect(() => parseRuntimeConfig({ ...valid, remotes: { feedback: 42 } })).toThrow(/remotes.feedback/);
    expect(() => parseRuntimeConfig({ ...valid, admin: { emails: 'x' } })).toThrow(/admin.emails/);
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
  });
});
