import { createVitestConfig } from '@koester/build/vitest-config.mjs';
import { mergeConfig } from 'vitest/config';

const base = createVitestConfig({ environment: 'node' });

/**
 * npm run test:faults: the API under faults (its database stopping under load, the process killed mid-write), each
 * with its own database server or data folder, and the fuzz, whose event-loop figures mean something only on a
 * machine doing nothing else. One file at a time: they load the machine on purpose. Only these files (the shared
 * config would add the unit tests under src).
 */
export default mergeConfig(
  { ...base, test: { ...base.test, include: [] } },
  {
    test: {
      include: ['faults/**/*.fault.ts', 'test/fuzz.test.ts'],
      fileParallelism: false,
      testTimeout: 300_000,
      hookTimeout: 120_000,
    },
  },
);
