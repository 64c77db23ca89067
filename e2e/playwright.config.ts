import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_API_URL, E2E_CDN_DIR, E2E_ENV, SHELL_URL } from './support/env';

/** The journeys run against the production builds, served as `npm start` serves them, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests',
  timeout: 45_000,
  // CI runs the journeys two at a time on two cores beside the servers and the page renderer: there a page's files can
  // take over a second each on loopback, and a step that takes 2 s on a quiet machine, 10 s.
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: SHELL_URL,
    browserName: 'chromium',
    locale: 'en-GB',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs --no-build',
    // The API starts last (it opens and migrates its database): wait for it.
    url: `${E2E_API_URL}/health/ready`,
    env: { ...E2E_ENV, KOESTER_CDN_DIR: E2E_CDN_DIR },
    reuseExistingServer: false,
    stdout: 'pipe',
    timeout: 180_000,
  },
});
