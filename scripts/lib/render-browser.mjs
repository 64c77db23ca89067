// The browser the request renderer (render-on-request.mjs) keeps open and renders pages with their data in: the
// published shell in prerender mode, one page per route, opened again after a deploy rewrote the runtime config,
// and closed when a render is stuck.
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { fillTemplate } from './page-html.mjs';
import { fileResolver, openRenderContext, pageCss, pageFiles, recordPageFiles } from './render-context.mjs';
import { readRuntimeConfigFile } from './runtime-config-file.mjs';

/** A render (with opening its page) that takes longer than this is stuck: the browser is opened afresh. */
const RENDER_LIMIT_MS = 20_000;

/**
 * @typedef {{ path: string, data?: string[], renderOnRequest?: boolean }} RenderableRoute
 * @typedef {{ route: RenderableRoute, address: string, language: string, found: Record<string, string>,
 *             templateFile: string, configMs: number }} RenderRequest
 */

/**
 * @param {{ cdnDir: string, siteUrl: string, isClosed: () => boolean }} options isClosed: whether the renderer is
 *   closed (no browser is opened any more)
 */
export function createRenderBrowser({ cdnDir, siteUrl, isClosed }) {
  /**
   * The browser, opened again after a deploy rewrote the runtime config; one page per route, so that what a
   * page has loaded (its stylesheets, its files) is what its route's renders needed.
   * @typedef {{ page: import('playwright-core').Page, files: string[] }} RoutePage
   * @type {{ browser: import('playwright-core').Browser, context: import('playwright-core').BrowserContext,
   *          config: any, configMs: number, resolve: (href: string) => string | null | undefined,
   *          pages: Map<string, RoutePage> } | null}
   */
  let open = null;

  async function closeBrowser() {
    const current = open;
    open = null;
    await current?.browser.close().catch(() => {});
  }

  /** @param {number} configMs */
  async function openBrowser(configMs) {
    if (open && open.configMs === configMs && open.browser.isConnected()) return open;
    await closeBrowser();
    if (isClosed()) throw new Error('the renderer is closed');
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
      // Opened at the route itself (its pattern is an address too): the shell's start then loads that route's
      // remote and no other, and the files recorded are the ones its pages need (at "/" it loaded the home page's).
      await page.goto(`${siteUrl}${routePath}`, { waitUntil: 'load' });
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
   * One address in one language rendered with its answers, in the page kept for its route, into the route's
   * prerendered page in that language (templateFile).
   * @param {RenderRequest} request
   */
  async function renderWithData({ route, address, language, found, templateFile, configMs }) {
    if (isClosed()) throw new Error('the renderer is closed');
    const { page, files, resolve } = await routePage(configMs, route.path);
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

  return {
    routePage,
    limited,
    renderWithData,
    close: closeBrowser,
  };
}
