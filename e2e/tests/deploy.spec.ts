import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page, type Response } from '@playwright/test';
import { ROOT } from '../support/env';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';

const run = promisify(execFile);
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** `npm run deploy:remote` of a remote's folder into a CDN folder; resolves with the exit code and output. */
async function deploy(remote: string, dir: string, cdnDir: string, release: string) {
  try {
    const { stdout } = await run('node', ['scripts/deploy-remote.mjs', remote, '--dir', dir, '--cdn-dir', cdnDir], {
      cwd: ROOT,
      env: { ...process.env, KOESTER_RELEASE: release },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/**
 * A working copy of a remote's folder, as its team would edit it. It sits inside the repository so that the
 * workspace's packages resolve for the build.
 */
async function copyRemote(name: string): Promise<string> {
  const dir = path.join(ROOT, '.e2e-work', `${name}-${process.pid}-${Date.now()}`);
  await mkdir(path.dirname(dir), { recursive: true });
  await cp(path.join(ROOT, 'remotes', name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  return dir;
}

/** Adds a page, its route and a navbar link to the feedback remote's working copy. */
async function addChangelogPage(dir: string) {
  await writeFile(
    path.join(dir, 'src/pages/changelog-page.tsx'),
    `import { usePageMeta } from '@koester/shared/ui/page-meta';

export function ChangelogPage() {
  usePageMeta('Changelog');
  return (
    <section className="k-container k-page">
      <h1>Changelog</h1>
      <p>What we build next.</p>
    </section>
  );
}
`,
  );
  const routesFile = path.join(dir, 'src/routes.tsx');
  const routes = await readFile(routesFile, 'utf8');
  const edited = routes
    .replace(/^(import .*\n)(?!import)/m, "$1import { ChangelogPage } from './pages/changelog-page';\n")
    .replace(/(pages: [^{]*\{)/, "$1\n    '/feedback/changelog': ChangelogPage,");
  expect(edited).toContain("'/feedback/changelog': ChangelogPage");
  await writeFile(routesFile, edited);

  const declaration = JSON.parse(await readFile(path.join(dir, 'routes.json'), 'utf8'));
  const changelog = { nl: 'Changelog', en: 'Changelog', fr: 'Journal des changements' };
  declaration.routes.push({ path: '/feedback/changelog', title: changelog });
  declaration.links.push({ path: '/feedback/changelog', label: changelog, order: 70 });
  await writeFile(path.join(dir, 'routes.json'), JSON.stringify(declaration, null, 2));
  return declaration;
}

/**
 * The URLs of the shell's own origin that a page load fetched (scripts, styles, fonts), the page's HTML and the config
 * aside.
 */
async function shellFilesLoaded(page: Page, origin: string, load: () => Promise<unknown>): Promise<string[]> {
  const urls = new Set<string>();
  const record = (response: Response) => {
    const url = response.url();
    if (response.request().resourceType() === 'document') return;
    if (url.startsWith(origin) && !url.endsWith('/runtime-config.json')) urls.add(url);
  };
  page.on('response', record);
  await load();
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  return [...urls].sort();
}

/**
 * Every file the running shell serves, as it sends them now (URL → hash of the bytes): each file of its build,
 * fetched over HTTP, and the HTML it answers for a client route that is not prerendered (the prerendered pages are
 * the whole site's: a remote's deploy renders them again).
 */
async function shellServes(site: IsolatedSite): Promise<Record<string, string>> {
  const dir = path.join(site.cdnDir, 'shell');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const urls = [
    ...files.map((e) => `${site.url}/${path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`),
    `${site.url}/wishlists`,
  ];
  const entries = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return [url, sha256(Buffer.from(await response.arrayBuffer()))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

async function folderFingerprint(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const parts = await Promise.all(
    files.map(async (e) => {
      const file = path.join(e.parentPath, e.name);
      return `${path.relative(dir, file)}:${sha256(await readFile(file))}`;
    }),
  );
  return sha256(parts.sort().join('\n'));
}

test('a remote gains a page and a navbar link, deployed alone: the running shell serves both after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const site = await startIsolatedSite({ writable: ['feedback'] });
  const work = await copyRemote('feedback');
  try {
    const declaration = await addChangelogPage(work);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Before: no such page (the remote's /feedback/:id answers the path as an item page), and the navbar has no such
    // link.
    const shellBefore = await shellServes(site);
    await page.goto(`${site.url}/feedback/changelog`);
    await expect(page.getByRole('link', { name: 'Back to all feedback' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Feedback' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Changelog' })).toHaveCount(0);

    const pageBefore = await (await fetch(`${site.url}/about`)).text();
    expect(pageBefore).not.toContain('Changelog');

    const deployed = await deploy('feedback', work, site.cdnDir, 'e2e-changelog');
    expect(deployed.output).toContain('4 routes and 2 links');
    expect(deployed.code).toBe(0);
    // Its links in the navbar changed, so every page was rendered again: another team's page arrives with the link.
    expect(deployed.output).toMatch(/prerendered \d+ pages in 3 languages/);
    const pageAfter = await (await fetch(`${site.url}/about`)).text();
    expect(pageAfter).toContain('href="/feedback/changelog"');

    // After a reload, the same running shell serves the new page and shows the new link.
    const after = await shellFilesLoaded(page, site.url, () => page.reload());
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
    await expect(page.locator('[data-remote="feedback"]')).toHaveAttribute('data-release', 'e2e-changelog');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Changelog');
    await page.goto(`${site.url}/`);
    await nav.getByRole('link', { name: 'Changelog' }).click();
    await expect(page).toHaveURL(/\/feedback\/changelog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Changelog' })).toBeVisible();
    // The label follows the language, as the remote declared it.
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // One link more and French labels: the bar may no longer fit on one line and fold into its menu.
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
    if (await menu.isVisible()) await menu.click();
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toContainText('Journal des changements');

    // The shell was not rebuilt: it serves the very same files, byte for byte, and the page loaded no others.
    expect(await shellServes(site)).toEqual(shellBefore);
    expect(after.filter((url) => !(url in shellBefore))).toEqual([]);
    expect(after.some((url) => url.endsWith('.js'))).toBe(true);

    // A path another remote serves is refused, and nothing changes.
    const config = await readFile(path.join(site.cdnDir, 'runtime-config.json'));
    const published = await folderFingerprint(path.join(site.cdnDir, 'feedback'));
    declaration.routes.push({ path: '/pricing', title: { nl: 'Prijzen', en: 'Pricing', fr: 'Tarifs' } });
    await writeFile(path.join(work, 'routes.json'), JSON.stringify(declaration));
    const conflict = await deploy('feedback', work, site.cdnDir, 'e2e-conflict');
    expect(conflict.code).not.toBe(0);
    expect(conflict.output).toContain('/pricing is claimed by both "account" and "feedback"');

    // So is a declaration that is not valid, with the field named.
    declaration.routes.pop();
    declaration.links.at(-1).label = { nl: 'Changelog', en: 'Changelog' };
    await writeFile(path.join(work, 'routes.json'), JSON.stringify(declaration));
    const invalid = await deploy('feedback', work, site.cdnDir, 'e2e-invalid');
    expect(invalid.code).not.toBe(0);
    expect(invalid.output).toContain('links[1].label.fr is missing');

    expect(await readFile(path.join(site.cdnDir, 'runtime-config.json'))).toEqual(config);
    expect(await folderFingerprint(path.join(site.cdnDir, 'feedback'))).toBe(published);
  } finally {
    await site.close();
    await rm(work, { recursive: true, force: true });
  }
});
