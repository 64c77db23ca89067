// Prerenders the site's public pages to HTML, one file per route and language, into the CDN folder
// (pages/<language>/<route>.html beside the runtime config, see page-variants.mjs). The pages are rendered by the site's own code: Chromium
// opens the published shell in prerender mode, the shell loads each route's remote through Module Federation as a
// visitor's browser would, and React's static renderer turns the very tree the browser later hydrates into HTML.
// Every request is answered from the CDN folder on disk (nothing is served, nothing reaches the API or the identity
// service: pages whose content comes from the API are rendered with their placeholders).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DECLARATION_LANGUAGES as LANGUAGES } from '@koester/contract/routes/route-rules.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { brotliAhead } from '@koester/build/brotli.mjs';
import { composePage } from './page-html.mjs';
import { NOT_FOUND_KEY, PAGES_DIR, pageFile, pageKey } from './page-variants.mjs';
import { fileResolver, openRenderContext, pageCss, pageFiles, recordPageFiles } from './render-context.mjs';
import { readRuntimeConfigFile, runtimeConfigPath } from './runtime-config-file.mjs';

/** An address no route serves: the shell renders its 404 page for it. */
const NOT_FOUND_PROBE = '/_not-found';

/**
 * @typedef {{ remote: string | null, path: string, key: string }} PageJob
 * @typedef {import('./page-html.mjs').RenderedPage} RenderedPage
 */

/**
 * The pages to render: every route a remote marks `prerender` (a parameterised route: the paths it lists, or
 * one template for all its addresses), and the 404 page.
 * @param {{ remotes: Record<string, { routes?: { path: string, prerender?: boolean | string[] }[] }> }} config
 * @param {string[] | undefined} onlyRemotes render only these remotes' pages (a remote's deploy)
 * @returns {PageJob[]}
 */
export function pagesToRender(config, onlyRemotes) {
  /** @type {PageJob[]} */
  const jobs = [];
  for (const [remote, entry] of Object.entries(config.remotes ?? {})) {
    if (onlyRemotes && !onlyRemotes.includes(remote)) continue;
    for (const route of entry.routes ?? []) {
      if (!route.prerender) continue;
      const paths = Array.isArray(route.prerender) ? route.prerender : [route.path];
      for (const routePath of paths) jobs.push({ remote, path: routePath, key: pageKey(routePath) });
    }
  }
  if (!onlyRemotes) jobs.push({ remote: null, path: NOT_FOUND_PROBE, key: NOT_FOUND_KEY });
  return jobs;
}
/** @param {string} file @param {string | Buffer} content */
async function writeAtomically(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, content);
  await rename(temp, file);
}

/**
 * A page and its Brotli copy (`<page>.br`, written after it, so the static server sees it as current): the
 * smaller the HTML, the sooner the first paint (a page that fits the connection's first round trip is painted a
 * round trip earlier on a phone's network).
 * @param {string} file @param {string} html
 */
async function writePage(file, html) {
  await writeAtomically(file, html);
  await writeAtomically(`${file}.br`, await brotliAhead(html));
}

/**
 * Renders the pages into `<cdnDir>/pages/`.
 * @param {{ cdnDir: string, siteUrl: string, onlyRemotes?: string[], log?: (line: string) => void }} options
 * @returns {Promise<{ pages: number, files: number, ms: number }>}
 */
async function prerenderSite({ cdnDir, siteUrl: givenSiteUrl, onlyRemotes, log = () => {} }) {
  const started = Date.now();
  const siteUrl = givenSiteUrl.replace(/\/+$/, '');
  const config = await readRuntimeConfigFile(cdnDir);
  if (!config) throw new Error(`${runtimeConfigPath(cdnDir)} does not exist: publish the site first`);
  const shellDir = path.join(cdnDir, 'shell');
  const template = await readFile(path.join(shellDir, 'index.html'), 'utf8');
  const resolve = fileResolver(cdnDir, config, siteUrl);
  const jobs = pagesToRender(config, onlyRemotes);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let files = 0;
  try {
    const context = await openRenderContext(browser, { cdnDir, config, siteUrl });
    /** @param {PageJob} job */
    const renderJob = async (job) => {
      const page = await context.newPage();
      /** @type {string[]} */
      const problems = [];
      // The scripts and stylesheets the page needs beyond the shell's start: its remote's (entry, routes, page,
      // texts) and the shell's shared modules its render asked for (the API client on a data page). The visitor's
      // browser gets them preloaded after the paint, instead of finding each only once the file before it has run.
      // The shell's own start (and the renderer, which only this mode loads) comes before the render.
      /** @type {string[]} */
      const recorded = recordPageFiles(page, { config, siteUrl });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      try {
        await page.goto(`${siteUrl}${job.path}`, { waitUntil: 'load' });
        await page.waitForFunction(() => typeof window.__koesterPrerender === 'function', null, { timeout: 30_000 });
        recorded.start();
        const rendered = /** @type {RenderedPage[]} */ (
          await page.evaluate(
            ([address, languages]) => window.__koesterPrerender(address, languages),
            /** @type {const} */ ([job.path, [...LANGUAGES]]),
          )
        );
        const css = await pageCss(page, resolve);
        const address = job.remote === null || job.path.includes(':') ? null : job.path;
        for (const result of rendered) {
          await writePage(
            path.join(cdnDir, PAGES_DIR, pageFile(result.language, job.key)),
            composePage(template, result, {
              css,
              siteUrl,
              path: address,
              remoteFiles: pageFiles(recorded.fetched, result.language),
            }),
          );
          files++;
        }
      } catch (error) {
        const detail = problems.length ? `\n    ${problems.join('\n    ')}` : '';
        throw new Error(`prerendering ${job.path} failed: ${/** @type {Error} */ (error).message}${detail}`, {
          cause: error,
        });
      } finally {
        await page.close();
      }
    };
    // Two pages at a time: each mostly waits on the browser's own work, and these machines have two cores.
    const queue = [...jobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await renderJob(job);
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
  }
  const ms = Date.now() - started;
  log(
    `prerendered ${jobs.length} pages in ${LANGUAGES.length} languages (${files} files) in ${(ms / 1000).toFixed(1)} s`,
  );
  return { pages: jobs.length, files, ms };
}

/**
 * Prerenders every page for a local run. Without Chromium (and no way to install it) the site is still served:
 * each page is then rendered in the browser, as before prerendering, and a warning says so.
 * @param {{ cdnDir: string, siteUrl: string, onlyRemotes?: string[] }} options
 */
export async function prerenderOrWarn(options) {
  if (!existsSync(CHROMIUM_PATH)) {
    const ensure = path.join(import.meta.dirname, '../ensure-chromium.mjs');
    spawnSync(process.execPath, [ensure], { stdio: 'inherit' });
  }
  if (!existsSync(CHROMIUM_PATH)) {
    // Pages from an earlier render name scripts (and an inline boot script) this build may no longer have: none is
    // better than a stale one, and every page then renders in the browser.
    await rm(path.join(options.cdnDir, PAGES_DIR), { recursive: true, force: true });
    console.warn(`warning: no Chromium at ${CHROMIUM_PATH}: pages are not prerendered (they render in the browser)`);
    return;
  }
  await prerenderSite({ ...options, log: (line) => console.log(`  ${line}`) });
}
