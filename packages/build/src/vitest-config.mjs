// The vitest config of every workspace (plain ESM: vitest loads package imports of a config natively).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const SHARED_SRC = fileURLToPath(new URL('../../../shared/src', import.meta.url));
const CONTRACT_SRC = fileURLToPath(new URL('../../contract/src', import.meta.url));

/**
 * The shared and contract packages resolve from source, as in the builds; the build-time globals get test values.
 * @param {{ environment?: 'node' | 'happy-dom' }} [options]
 */
export function createVitestConfig(options = {}) {
  return defineConfig({
    resolve: { alias: { '@koester/shared': SHARED_SRC, '@koester/contract': CONTRACT_SRC } },
    define: {
      __KOESTER_RELEASE__: JSON.stringify('test'),
      __KOESTER_APP__: JSON.stringify(path.basename(process.cwd())),
    },
    test: {
      environment: options.environment ?? 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  });
}
