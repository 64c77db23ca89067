// Pages rendered at request time, with their data: for a route that declares `renderOnRequest`, the shell's static
// server asks the API for the route's declared `data` (as the visitor's browser would, signed out) and sends the
// page with the answers rendered in it and the query state the browser hydrates it with. Same code as the
// prerenderer: Chromium keeps the published shell open in prerender mode and renders with the site's own code.
// A page is rendered again only when its answers (or the deploy) changed; anything slow or failing falls back to
// the route's prerendered page with its placeholder, which asks for the data itself.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { dataRequestUrls } from '@koester/contract/routes/data-requests.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { fileResolver, fillTemplate, openRenderContext, pageCss, pageFiles, recordPageFiles } from './prerender.mjs';
import { readRuntimeConfigFile, runtimeConfigPath } from './runtime-config-file.mjs';

/** Largest API answer put in a page. */
const MAX_ANSWER_BYTES = 512 * 1024;
/** A render (with opening its page) that takes longer than this is stuck: the browser is opened afresh. */
const RENDER_LIMIT_MS = 20_000;
/** How long a failed render is not tried again for the same answers (the placeholder page answers meanwhile). */
const FAILURE_PAUSE_MS = 60_000;
/** New renders (not in memory) one client may cause per minute; more get the placeholder page. */
const RENDERS_PER_CLIENT_MINUTE = 30;

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
 * The dehydrated state's times set to now: the answers in a page kept in memory were fetched again for this
 * request, so they are as fresh as a new render's (the browser would otherwise fetch them again at once).
 * Only the state's own fields match: in its JSON text a quote inside a string is escaped.
 * @param {string} html
 */
function stampedNow(html) {
  const now = Date.now();
  return html.replace(
    /(<script type="application\/json" id="koester-page-data">)([\s\S]*?)(<\/script>)/,
    (_, open, json, close) => `${open}${json.replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, `"$1":${now}`)}${close}`,
  );
}

/**
 * @typedef {{ path: string, data?: string[], renderOnRequest?: boolean }} RenderableRoute
 * @typedef {{ html: string, cachedMs: number }} Rendered
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
  /**
   * key → the page (HTML), or a failed render (null) not to try again before `until`; oldest first
   * @type {Map<string, { html: string | null, until: number }>}
   */
  const cache = new Map();
  /** @type {Map<string, Promise<string | null>>} renders under way, by key */
  const underway = new Map();
  /** @type {Map<string, { minute: number, count: number }>} new renders per client, this minute */
  const budgets = new Map();
  /** @type {Promise<unknown>} renders take turns: one shell, one session store, one query cache */
  let turn = Promise.resolve();
  let waiting = 0;
  /**
   * The browser, opened again after a deploy rewrote the runtime config; one page per route, so that what a
   * page has loaded (its stylesheets, its files) is what its route's renders needed.
   * @typedef {{ page: import('playwright-core').Page, files: string[] }} RoutePage
   * @type {{ browser: import('playwright-core').Browser, context: import('playwright-core').BrowserContext,
   *          config: any, configMs: number, resolve: (href: string) => string | null | undefined,
   *          pages: Map<string, RoutePage> } | null}
   */
  let open = null;
  let closed = false;

  async function closeBrowser() {
    const current = open;
    open = null;
    await current?.browser.close().catch(() => {});
  }

  /** @param {number} configMs */
  async function openBrowser(configMs) {
    if (open && open.configMs === configMs && open.browser.isConnected()) return open;
    await closeBrowser();
    if (closed) throw new Error('the renderer is closed');
    const config = await readRuntimeConfigFile(cdnDir);
    // This process's own shutdown closes the browser (start.mjs), not Playwright's signal handlers.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const context = await openRenderContext(browser, { cdnDir, config, siteUrl }).catch(async (error) => {
      await browser.close().catch(() => {});
      throw error;
    });
    open = { browser, context, config, configMs, resolve: fileResolver(cdnDir, config, siteUrl), pages: new Map() };
    return open;
  }

  /**
   * The shell in prerender mode, in the page kept for a route.
   * @param {number} configMs
   * @param {string} routePath
   */
  async function routePage(configMs, routePath) {
    const browserState = await openBrowser(configMs);
    const kept = browserState.pages.get(routePath);
    if (kept && !kept.page.isClosed()) return { ...kept, resolve: browserState.resolve };
    const page = await browserState.context.newPage();
    try {
      const recorded = recordPageFiles(page, { config: browserState.config, siteUrl });
      await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
      await page.waitForFunction(() => typeof window.__koesterRenderWithData === 'function', null, {
        timeout: 30_000,
      });
      recorded.start();
      const routeState = { page, files: recorded.fetched };
      browserState.pages.set(routePath, routeState);
      return { ...routeState, resolve: browserState.resolve };
    } catch (error) {
      await page.close().catch(() => {});
      throw error;
    }
  }

  /**
   * Runs `work` within RENDER_LIMIT_MS; past it the browser is closed (it is stuck) and the work fails.
   * @template T @param {() => Promise<T>} work @returns {Promise<T>}
   */
  async function limited(work) {
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let limit;
    return Promise.race([
      work(),
      new Promise((_, reject) => {
        limit = setTimeout(() => {
          void closeBrowser();
          reject(new Error(`no render within ${RENDER_LIMIT_MS} ms`));
        }, RENDER_LIMIT_MS);
      }),
    ]).finally(() => clearTimeout(limit));
  }

  /**
   * The route's declared answers for this address, as the API gives them to a signed-out visitor; null when one
   * is not a success (the page shows that state itself) or is too large.
   * @param {string[]} urls
   * @returns {Promise<Record<string, string> | null>}
   */
  async function answers(urls) {
    const texts = await Promise.all(
      urls.map(async (url) => {
        const response = await fetch(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok || !response.body) {
          await response.body?.cancel();
          return null;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        let size = 0;
        for await (const chunk of response.body) {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) return null;
          chunks.push(Buffer.from(chunk));
        }
        return Buffer.concat(chunks).toString('utf8');
      }),
    );
    if (texts.some((text) => text === null)) return null;
    return Object.fromEntries(urls.map((url, i) => [url, /** @type {string} */ (texts[i])]));
  }

  /** Whether a client may cause one more new render this minute. @param {string} client */
  function withinBudget(client) {
    const minute = Math.floor(Date.now() / 60_000);
    const budget = budgets.get(client);
    if (!budget || budget.minute !== minute) {
      if (budgets.size > 10_000) budgets.clear();
      budgets.set(client, { minute, count: 1 });
      return true;
    }
    budget.count++;
    return budget.count <= RENDERS_PER_CLIENT_MINUTE;
  }

  /**
   * @param {string} key
   * @param {string | null} html
   * @param {number} until
   */
  function remember(key, html, until) {
    cache.set(key, { html, until });
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value ?? '');
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
      const found = await answers(dataRequestUrls(route, address, config.apiBaseUrl));
      if (!found) return null;
      const key = createHash('sha256')
        .update(JSON.stringify([address, language, configInfo.mtimeMs, templateInfo.mtimeMs, found]))
        .digest('base64url');
      const cached = cache.get(key);
      if (cached && (cached.html !== null || Date.now() < cached.until)) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.html === null ? null : stampedNow(cached.html);
      }
      let job = underway.get(key);
      if (!job) {
        if (waiting >= maxWaiting || !withinBudget(client)) return null;
        waiting++;
        job = turn
          .then(() =>
            limited(async () => {
              if (closed) throw new Error('the renderer is closed');
              const { page, files, resolve } = await routePage(configInfo.mtimeMs, route.path);
              try {
                const rendered = await page.evaluate(
                  ([path, lang, given]) => window.__koesterRenderWithData?.(path, lang, given),
                  /** @type {const} */ ([address, language, found]),
                );
                if (!rendered) throw new Error('the shell has no renderer');
                return fillTemplate(await readFile(templateFile, 'utf8'), rendered, {
                  siteUrl,
                  path: address,
                  css: await pageCss(page, resolve),
                  files: pageFiles(files, language),
                });
              } catch (error) {
                // The next render of this route starts from a fresh page: this one may be broken (a crashed
                // renderer, a remote that failed to load in it).
                open?.pages.delete(route.path);
                await page.close().catch(() => {});
                throw error;
              }
            }),
          )
          .then(
            (html) => {
              remember(key, html, Infinity);
              return html;
            },
            (error) => {
              log(`rendering ${address} (${language}) with its data failed: ${error.message}`);
              remember(key, null, Date.now() + FAILURE_PAUSE_MS);
              return null;
            },
          )
          .finally(() => {
            waiting--;
            underway.delete(key);
          });
        turn = job;
        underway.set(key, job);
      }
      const left = timeoutMs - (Date.now() - started);
      if (left <= 0) return null;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), left)));
      const html = await Promise.race([job, late]).finally(() => clearTimeout(timer));
      return html === null ? null : stampedNow(/** @type {string} */ (html));
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
      limited(async () => {
        const configMs = (await stat(runtimeConfigPath(cdnDir))).mtimeMs;
        const config = await readRuntimeConfigFile(cdnDir);
        /** @type {RenderableRoute[]} */
        const routes = Object.values(config?.remotes ?? {}).flatMap((remote) => remote.routes ?? []);
        for (const route of routes) if (route.renderOnRequest) await routePage(configMs, route.path);
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
      await closeBrowser();
    },
  };
}
