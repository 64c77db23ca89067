import { createVitestConfig } from '@koester/shared/build/vitest-config.mjs';
import { mergeConfig } from 'vitest/config';

export default mergeConfig(createVitestConfig({ environment: 'node' }), {
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['../db/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
