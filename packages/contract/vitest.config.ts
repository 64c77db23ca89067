import { defineConfig } from 'vitest/config';

// The contract's rules are plain functions: Node, no build-time globals.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'], restoreMocks: true },
});
