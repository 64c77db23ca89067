import { createVitestConfig } from '@koester/build/vitest-config.mjs';
import { configDefaults, mergeConfig } from 'vitest/config';

export default mergeConfig(createVitestConfig({ environment: 'node' }), {
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The fuzz measures the event loop: it runs in npm run test:faults, on a machine doing nothing else.
    exclude: [...configDefaults.exclude, 'test/fuzz.test.ts'],
    globalSetup: ['../db/src/testing/global-setup.ts'],
    // Some tests start a service of their own, which on a busy two-core machine can take as long as
    // a start in a hook.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
