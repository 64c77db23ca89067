import { createVitestConfig } from '@koester/build/vitest-config.mjs';
import { mergeConfig } from 'vitest/config';

const base = createVitestConfig({ environment: 'node' });

/**
 * npm run test:faults (with the API's): the fuzz of every action, whose event-loop figures mean something only on a
 * machine doing nothing else. Only this file (the shared config would add the unit tests under src).
 */
export default mergeConfig(
  { ...base, test: { ...base.test, include: [] } },
  { test: { include: ['test/fuzz.test.ts'], testTimeout: 300_000, hookTimeout: 120_000 } },
);
