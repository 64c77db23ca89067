import { afterEach, describe, expect, it } from 'vitest';
import { forgetFailedShares } from './failed-shares';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const federation = globalThis as { __FEDERATION__?: unknown };

afterEach(() => {
  delete federation.__FEDERATION__;
});

describe('forgetFailedShares', () => {
  it('drops failed loads only, including tree-shaken variants', async () => {
    const failed = Promise.reject(new Error('ChunkLoadError'));
    failed.catch(() => undefined);
    const pending = new Promise(() => undefined);
    const done = Promise.resolve('lib');
    const entries = {
      a: { loading: failed, loaded: false },
      b: { loading: pending, loaded: false },
      c: { loading: done, loaded: true },
      d: { loaded: false, treeShaking: { loading: failed, loaded: false } },
    };
    federation.__FEDERATION__ = {
      __SHARE__: {
        shell: { default: { pkg: { '1.0.0': entries.a, '2.0.0': entries.b, '3.0.0': entries.c, '4.0.0': entries.d } } },
      },
    };
    forgetFailedShares();
    await tick();
    expect(entries.a.loading).toBeNull();
    expect(entries.b.loading).toBe(pending);
    expect(entries.c.loading).toBe(done);
    expect(entries.d.treeShaking.loading).toBeNull();
  });

  it('does nothing without the federation runtime', () => {
    expect(() => forgetFailedShares()).not.toThrow();
  });
});
