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
import { PAGE_DATA_ID } from '@koester/contract/routes/data-requests.mjs';
import { RENDERED_FOR_VISITOR } from '@koester/contract/session/signed-in-cookie.mjs';
import { inlineableCss } from './inline-css.mjs';
import { NOT_FOUND_KEY, PAGES_DIR, pageFile, pageKey } from './page-variants.mjs';
import { readRuntimeConfigFile, runtimeConfigPath } from './runtime-config-file.mjs';
import { TYPES } from './static-server.mjs';

/** An address no route serves: the shell renders its 404 page for it. */
const NOT_FOUND_PROBE = '/_not-found';

/**
 * @typedef {{ remote: string | null, path: string, key: string }} PageJob
 * @typedef {{ language: string, html: string, title: string, description: string }} RenderedPage
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

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** @param {string} text */
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * A page's canonical link (the page in its language) and its alternates in every language, for search engines.
 * @param {string} siteUrl
 * @param {string} address
 * @param {string} pageLanguage
 */
function addressLinks(siteUrl, address, pageLanguage) {
  const url = (/** @type {string | null} */ language) =>
    escapeAttribute(`${siteUrl}${address}${language ? `?lang=${language}` : ''}`);
  return [
    `<link rel="canonical" href="${url(pageLanguage)}">`,
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${language}" href="${url(language)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url(null)}">`,
  ].join('');
}

/**
 * A route's prerendered page (its template, with the placeholder where the data goes) made into one address's page
 * with its data: the tree rendered with the API's answers, that page's title and description, its canonical and
 * alternate links, the query state the visitor's browser hydrates it with, and the styles and files of what the
 * data brought in (a lazily loaded part such as the comments). The rest (the boot script, the scripts) stays.
 * @param {string} template a page composePage wrote for the route
 * @param {RenderedPage & { state: string }} page
 * @param {{ siteUrl: string, path: string, css: string, files: string[] }} options css: every stylesheet the
 *   render had, inlined; files: the scripts and stylesheets it fetched (pageFiles), preloaded after the paint
 */
export function fillTemplate(template, page, { siteUrl, path: address, css, files }) {
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('the page has no #root to fill');
  const state = `<script type="application/json" id="${PAGE_DATA_ID}">${page.state.replace(/</g, '\\u003c')}</script>`;
  // What the page placed in the head while rendering goes there, as composePage does it.
  const hoisted = /^(?:<(?:meta|link)\b[^>]*>)*/.exec(page.html)?.[0] ?? '';
  // A page that asks not to be indexed (a shared wishlist) points search engines nowhere either.
  const indexed = !/<meta name="robots" content="[^"]*noindex/.test(hoisted);
  const head = template
    .slice(0, rootStart)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => `<meta name="description" content="${escapeAttribute(page.description)}">`,
    )
    .replace(/(<style data-prerendered>)[\s\S]*?(<\/style>)/, (_, open, close) => `${open}${css}${close}`)
    .replace(
      /(<script type="application\/json" id="koester-after-paint">)([\s\S]*?)(<\/script>)/,
      (_, open, json, close) => {
        /** @type {{ scripts: string[], preload: string[] }} */
        const later = JSON.parse(json);
        later.preload = [...new Set([...later.preload, ...files])];
        return `${open}${JSON.stringify(later).replace(/</g, '\\u003c')}${close}`;
      },
    )
    .replace(
      '</head>',
      () => `${indexed ? addressLinks(siteUrl, address, page.language) : ''}${hoisted}${state}</head>`,
    )
    .replace(/<html lang="([^"]*)">/, (_, lang) => `<html lang="${lang}" ${RENDERED_FOR_VISITOR}>`);
  return `${head}<div id="root">${page.html.slice(hoisted.length)}${template.slice(rootEnd)}`;
}

/**
 * One page's HTML: the shell's index.html with the page's language, title, description, links to its other
 * languages, its stylesheets inlined, and the rendered tree in #root.
 * @param {string} template the shell's index.html
 * @param {RenderedPage} page
 * @param {{ css: string, siteUrl: string, path: string | null, remoteFiles?: string[] }} options path: the page's
 *   address, null for a template or the 404 page (they have no address of their own to point search engines at);
 *   remoteFiles: the scripts and stylesheets the page needs beyond the shell's start (pageFiles), preloaded with
 *   the shell's
 */
export function composePage(template, page, { css, siteUrl, path: address, remoteFiles = [] }) {
  // React's renderer puts what a page places in the head (<meta name="robots">) before the tree: it belongs in
  // the head, where the browser's React finds it again.
  const hoisted = /^(?:<(?:meta|link)\b[^>]*>)*/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(hoisted.length);
  const head = [hoisted];
  if (address !== null) head.push(addressLinks(siteUrl, address, page.language));
  if (css) head.push(`<style data-prerendered>${css}</style>`);
  const replaced = { lang: false, title: false, description: false, root: false, scripts: false };
  // The page is readable before any script runs: its scripts and their preloads start once it is painted (the
  // boot script reads the list), not in competition with the HTML and the fonts.
  /** @type {{ scripts: string[], preload: string[] }} */
  const later = { scripts: [], preload: [] };
  const withoutScripts = template
    .replace(/<script defer src="([^"]+)"><\/script>/g, (_, src) => (later.scripts.push(src), ''))
    .replace(/<link rel="preload" as="(?:script|style)" href="([^"]+)">/g, (_, href) => (later.preload.push(href), ''));
  replaced.scripts = later.scripts.length > 0;
  later.preload.push(...remoteFiles);
  // Every script and script or style preload must be in the list: one left as a tag would load before the paint.
  const leftOver =
    /<script\b[^>]*\ssrc=[^>]*>|<link\b[^>]*\brel="(?:module)?preload"[^>]*\bas="(?:script|style)"[^>]*>/.exec(
      withoutScripts,
    );
  if (leftOver)
    throw new Error(`the shell's index.html has a tag the page cannot start after its paint: ${leftOver[0]}`);
  const afterPaint = `<script type="application/json" id="koester-after-paint">${JSON.stringify(later).replace(/</g, '\\u003c')}</script>`;
  const html = withoutScripts
    .replace('<head>', () => `<head>${afterPaint}`)
    .replace(/<html lang="[^"]*">/, () => ((replaced.lang = true), `<html lang="${page.language}">`))
    .replace(/<title>[^<]*<\/title>/, () => ((replaced.title = true), `<title>${escapeText(page.title)}</title>`))
    .replace(
      /<meta name="description" content="[^"]*">/,
      () => ((replaced.description = true), `<meta name="description" content="${escapeAttribute(page.description)}">`),
    )
    .replace('</head>', () => `${head.join('')}</head>`)
    // The page is readable without JavaScript now: the "needs JavaScript" notice would only push it down.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => ((replaced.root = true), `<div id="root">${body}</div>`));
  const missing = Object.entries(replaced).filter(([, done]) => !done);
  if (missing.length) throw new Error(`the shell's index.html lacks ${missing.map(([what]) => what).join(', ')}`);
  return html;
}

/** A remote's texts chunk for one language (`registerNamespace` loaders name them `texts-<language>`). */
const TEXTS_CHUNK = /\/texts-([a-z]{2})\.[^/]*\.js$/;

/**
 * Of the files a page's render fetched (in order), those a visitor's browser needs for it in `language`: all but the
 * other languages' texts (English stays: it is the fallback the texts load with).
 * @param {string[]} fetched
 * @param {string} language
 */
export function pageFiles(fetched, language) {
  return [...new Set(fetched)].filter((href) => {
    const texts = TEXTS_CHUNK.exec(new URL(href, 'http://site.invalid').pathname);
    return !texts || texts[1] === language || texts[1] === 'en';
  });
}

/**
 * Where a request of the prerendering browser is answered from: a file in the CDN folder, `undefined` to let it
 * through (a remote published elsewhere, on a real CDN), or null to refuse it (the API, the identity service).
 * @param {string} cdnDir
 * @param {{ remotes: Record<string, { manifest: string }> }} config
 * @param {string} siteUrl
 */
export function fileResolver(cdnDir, config, siteUrl) {
  const site = new URL(siteUrl).origin;
  const remotes = Object.entries(config.remotes ?? {}).map(([name, entry]) => ({
    base: new URL('.', entry.manifest).href,
    dir: path.join(cdnDir, name),
  }));
  /** @param {string} href @returns {string | null | undefined} */
  return (href) => {
    const url = new URL(href);
    if (url.origin === site) {
      if (url.pathname === '/runtime-config.json') return runtimeConfigPath(cdnDir);
      if (!path.extname(url.pathname)) return path.join(cdnDir, 'shell', 'index.html');
      const shellDir = path.join(cdnDir, 'shell');
      const file = path.resolve(shellDir, `.${decodeURIComponent(url.pathname)}`);
      return file.startsWith(shellDir + path.sep) ? file : null;
    }
    const remote = remotes.find((r) => url.href.startsWith(r.base));
    if (!remote) return null;
    if (!existsSync(remote.dir)) return undefined;
    const file = path.resolve(remote.dir, decodeURIComponent(url.href.slice(remote.base.length).split('?')[0] ?? ''));
    return file.startsWith(remote.dir + path.sep) ? file : null;
  };
}

/**
 * A browser context whose pages open the site in prerender mode: the shell installs its renderers instead of
 * mounting, and every request is answered from the CDN folder on disk (a remote published elsewhere is let
 * through; the API and the identity service are refused).
 * @param {import('playwright-core').Browser} browser
 * @param {{ cdnDir: string, config: { remotes: Record<string, { manifest: string }> }, siteUrl: string }} options
 */
export async function openRenderContext(browser, { cdnDir, config, siteUrl }) {
  const resolve = fileResolver(cdnDir, config, siteUrl);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    window.__KOESTER_PRERENDER__ = true;
  });
  await context.route('**/*', async (route) => {
    const file = resolve(route.request().url());
    if (file === undefined) return route.continue();
    if (file === null) return route.abort('blockedbyclient');
    const body = await readFile(file).catch(() => null);
    if (!body) return route.fulfill({ status: 404, body: 'Not found' });
    return route.fulfill({
      status: 200,
      body,
      headers: {
        'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
      },
    });
  });
  return context;
}

/**
 * Follows the scripts and stylesheets a render page fetches: its remote's at any time (entry, routes, page chunk,
 * texts), the shell's own once `start()` is called (its start comes before, and the renderer only this mode
 * loads). A visitor's browser gets them preloaded after the paint instead of finding each only once the file
 * before it has run.
 * @param {import('playwright-core').Page} page
 * @param {{ config: { remotes: Record<string, { manifest: string }> }, siteUrl: string }} options
 */
export function recordPageFiles(page, { config, siteUrl }) {
  const remoteBases = Object.values(config.remotes ?? {}).map((entry) => new URL('.', entry.manifest).href);
  const siteOrigin = new URL(siteUrl).origin;
  /** @type {string[]} */
  const fetched = [];
  let recording = false;
  page.on('request', (request) => {
    const href = request.url();
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    if (remoteBases.some((base) => href.startsWith(base))) fetched.push(href);
    else if (recording && new URL(href).origin === siteOrigin) {
      // The shell's files by path, as the HTML names them: the page may be opened under another host name.
      const url = new URL(href);
      fetched.push(url.pathname + url.search);
    }
  });
  return { fetched, start: () => void (recording = true) };
}

/**
 * The stylesheets a render page has (the shell's, the remote's and the page's chunks'), in the order they apply,
 * as one text to inline.
 * @param {import('playwright-core').Page} page
 * @param {(href: string) => string | null | undefined} resolve where a file is in the CDN folder (fileResolver)
 */
export async function pageCss(page, resolve) {
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => /** @type {HTMLLinkElement} */ (link).href),
  );
  const css = [];
  for (const sheet of sheets) {
    const file = resolve(sheet);
    const text = file ? await readFile(file, 'utf8').catch(() => null) : null;
    if (text === null) throw new Error(`stylesheet ${sheet} could not be read`);
    css.push(inlineableCss(text, sheet));
  }
  return css.join('\n');
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
