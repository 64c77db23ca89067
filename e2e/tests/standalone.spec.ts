import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/env';
import { freePort } from '@koester/build/free-port.mjs';

let dev: ChildProcess | undefined;

test.afterEach(() => {
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
});

test('a remote runs alone with `npm run dev` in its folder, in its standalone frame', async ({ page }) => {
  test.setTimeout(120_000);
  const port = await freePort();
  dev = spawn('npm', ['run', 'dev'], {
    cwd: path.join(ROOT, 'remotes/feedback'),
    env: { ...process.env, KOESTER_FEEDBACK_PORT: String(port), NODE_ENV: 'development' },
    detached: true,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`http://localhost:${port}/mf-manifest.json`).catch(() => null))?.status, {
      timeout: 90_000,
    })
    .toBe(200);

  // The remote's texts are registered when its routes module loads, before the frame starts i18next.
  await page.goto(`http://localhost:${port}/feedback?lang=nl`);
  await expect(page.getByText('standalone')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedbackportaal' })).toBeVisible();
  await expect(page.locator('[data-session="signed-out"]')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback portal' })).toBeVisible();
});
