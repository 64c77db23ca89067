import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_CDN_DIR, ROOT } from '../support/env';
import { startIsolatedSite } from '../support/isolated-site';

const run = promisify(execFile);

async function deploy(remote: string, cdnDir: string, release: string) {
  await run('node', ['scripts/deploy-remote.mjs', remote, '--cdn-dir', cdnDir], {
    cwd: ROOT,
    env: { ...process.env, KOESTER_RELEASE: release },
  });
}

/** A fingerprint of every file in a folder, to prove a deploy did not touch it. */
async function fingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  for (const entry of entries.sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  )) {
    const file = path.join(entry.parentPath, entry.name);
    hash.update(path.relative(dir, file)).update(await readFile(file));
  }
  return hash.digest('hex');
}

test('deploying one remote alone: the running shell serves the new version after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const cdn = await mkdtemp(path.join(os.tmpdir(), 'koester-cdn-'));
  const site = await startIsolatedSite({ roots: { feedback: path.join(cdn, 'feedback') } });
  try {
    await deploy('feedback', cdn, 'e2e-release-1');
    const shellBefore = await fingerprint(path.join(E2E_CDN_DIR, 'shell'));
    const marketingBefore = await fingerprint(path.join(E2E_CDN_DIR, 'marketing'));

    await page.goto(`${site.url}/feedback`);
    const remote = page.locator('[data-remote="feedback"]');
    await expect(remote).toHaveAttribute('data-release', 'e2e-release-1');

    await deploy('feedback', cdn, 'e2e-release-2');
    await page.reload();
    await expect(remote).toHaveAttribute('data-release', 'e2e-release-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback portal' })).toBeVisible();

    // Only the remote's CDN prefix changed.
    expect(await fingerprint(path.join(E2E_CDN_DIR, 'shell'))).toBe(shellBefore);
    expect(await fingerprint(path.join(E2E_CDN_DIR, 'marketing'))).toBe(marketingBefore);
  } finally {
    await site.close();
    await rm(cdn, { recursive: true, force: true });
  }
});
