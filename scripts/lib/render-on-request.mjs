// Pages rendered at request time, with their data: for a route that declares `renderOnRequest`, the shell's static
// server asks the API for the route's declared `data` (as the visitor's browser would, signed out) and sends the
// page with the answers rendered in it and the query state the browser hydrates it with. Same code as the
// prerenderer: Chromium keeps the published shell open in prerender mode and renders with the site's own code.
// A page is rendered again only when its answers (or the deploy) changed; anything slow or failing falls back to
// the route's prerendered page with its placeholder, which asks for the data itself.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dataRequestUrls } from '@koester/contract/routes/data-requests.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { fetchAnswers } from './data-answers.mjs';
import { createRenderBrowser } from './render-browser.mjs';
import { createRenderBudget } from './render-budget.mjs';
import { createRenderCache } from './render-cache.mjs';
import { readRuntimeConfigFile, runtimeConfigPath } from './runtime-config-file.mjs';

/** How long a failed render is not tried again for the same answers (the placeholder page answers meanwhile). */
const FAILURE_PAUSE_MS = 60_000;

/**
 * The address as the site writes it: the route's path with each parameter as its page's links escape it. Another
 * spelling of the same address (letter case, escapes, a trailing slash) is not rendered: it would be a render and a
 * cache entry of its own for the same answers.
 * @param {{ path: string }} route
 * @param {string} pathname
 */
export function canonicalAddress(route, pathname) {
  const given = pathname.split('/');
  return route.path
    .split('/')
    .map((segment, i) => (segment.startsWith(':') ? encodeURIComponent(decodeURIComponent(given[i] ?? '')) : segment))
    .join('/');
}

/**
 * @typedef {import('./render-browser.mjs').RenderableRoute} RenderableRoute
 * @typedef {import('./render-browser.mjs').RenderRequest} RenderRequest
 */

/**
 * @param {{ cdnDir: string, siteUrl: string, timeoutMs?: number, maxWaiting?: number, cacheSize?: number,
 *           log?: (line: string) => void }} options
 *   timeoutMs: how long a request waits for its answers and render before it gets the placeholder page (the render
 *   goes on and serves the next request); maxWaiting: renders queued at most (more get the placeholder at once);
 *   cacheSize: pages kept
 */
export function createRequestRenderer({
  cdnDir,
  siteUrl: givenSiteUrl,
  timeoutMs = 1500,
  maxWaiting = 8,
  cacheSize = 200,
  log = (line) => console.warn(line),
}) {
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new Error(`the render timeout must be a whole number of ms`);
  const siteUrl = givenSiteUrl.replace(/\/+$/, '');
  const pages = createRenderCache(cacheSize);
  const withinBudget = createRenderBudget();
  /** @type {Map<string, Promise<string | null>>} renders under way, by key */
  const underway = new Map();
  /** @type {Promise<unknown>} renders take turns: one shell, one session store, one query cache */
  let turn = Promise.resolve();
  let waiting = 0;
  let closed = false;
  const browser = createRenderBrowser({ cdnDir, siteUrl, isClosed: () => closed });

  /**
   * A render in its turn, after those before it; its page (null: it failed) is kept under `key` either way.
   * @param {string} key
   * @param {RenderRequest} request
   * @returns {Promise<string | null>}
   */
  function queueRender(key, request) {
    waiting++;
    const job = turn
      .then(() => browser.limited(() => browser.renderWithData(request)))
      .then(
        (html) => {
          pages.remember(key, html, Infinity);
          return html;
        },
        (error) => {
          log(`rendering ${request.address} (${request.language}) with its data failed: ${error.message}`);
          pages.remember(key, null, Date.now() + FAILURE_PAUSE_MS);
          return null;
        },
      )
      .finally(() => {
        waiting--;
        underway.delete(key);
      });
    turn = job;
    underway.set(key, job);
    return job;
  }

  /**
   * The page for one address in one language with its data in it, or null (the placeholder page answers).
   * @param {{ pathname: string, route: RenderableRoute, language: string, templateFile: string, client?: string }}
   *   request templateFile: the route's prerendered page in that language; client: who asks (their address)
   * @returns {Promise<string | null>}
   */
  async function render({ pathname, route, language, templateFile, client = '' }) {
    if (closed || !existsSync(CHROMIUM_PATH)) return null;
    const started = Date.now();
    try {
      const address = canonicalAddress(route, pathname);
      if (address !== pathname) return null;
      const [configInfo, templateInfo] = await Promise.all([stat(runtimeConfigPath(cdnDir)), stat(templateFile)]);
      const config = await readRuntimeConfigFile(cdnDir);
      if (!config?.apiBaseUrl) return null;
      const found = await fetchAnswers(dataRequestUrls(route, address, config.apiBaseUrl), timeoutMs);
      if (!found) return null;
      const key = createHash('sha256')
        .update(JSON.stringify([address, language, configInfo.mtimeMs, templateInfo.mtimeMs, found]))
        .digest('base64url');
      const cached = pages.find(key);
      if (cached !== undefined) return cached;
      let job = underway.get(key);
      if (!job) {
        if (waiting >= maxWaiting || !withinBudget(client)) return null;
        const configMs = configInfo.mtimeMs;
        job = queueRender(key, { route, address, language, found, templateFile, configMs });
      }
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0) return null;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), left)));
      const html = await Promise.race([job, late]).finally(() => clearTimeout(timer));
      return /** @type {string | null} */ (html);
    } catch (error) {
      // The API unreachable or slow, a malformed address: the placeholder page asks again from the browser.
      if (/** @type {Error} */ (error).name !== 'TimeoutError') {
        log(`no data for ${pathname}: ${/** @type {Error} */ (error).message}`);
      }
      return null;
    }
  }

  /** Opens the browser and the pages of the routes rendered at request time, ahead of their first visitor. */
  async function prepare() {
    if (closed || !existsSync(CHROMIUM_PATH)) return;
    const work = turn.then(() =>
      browser.limited(async () => {
        const configMs = (await stat(runtimeConfigPath(cdnDir))).mtimeMs;
        const config = await readRuntimeConfigFile(cdnDir);
        /** @type {RenderableRoute[]} */
        const routes = Object.values(config?.remotes ?? {}).flatMap((remote) => remote.routes ?? []);
        for (const route of routes) if (route.renderOnRequest) await browser.routePage(configMs, route.path);
      }),
    );
    turn = work.catch(() => {});
    await work.catch((error) => log(`the renderer could not open: ${error.message}`));
  }

  return {
    render,
    prepare,
    async close() {
      closed = true;
      await Promise.race([turn, new Promise((resolve) => setTimeout(resolve, 1000))]).catch(() => {});
      await browser.close();
    },
  };
}
