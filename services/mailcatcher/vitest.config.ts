import { createVitestConfig } from '@koester/build/vitest-config.mjs';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(createVitestConfig({ environment: 'node' }), {
  test: {
    include: ['test/**/*.test.ts'],
    // Each test starts a catcher of its own, which on a busy two-core machine can take a while.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
