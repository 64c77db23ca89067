// The Chromium side of rendering a page with the site's own code (prerender.mjs, render-on-request.mjs): a browser
// context whose every request is answered from the CDN folder on disk, the files a render page fetched, and the
// stylesheets it has.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inlineableCss } from './inline-css.mjs';
import { runtimeConfigPath } from './runtime-config-file.mjs';
import { TYPES } from './static-files.mjs';

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
