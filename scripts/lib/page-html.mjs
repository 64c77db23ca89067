// One page's HTML, made from the shell's index.html: the prerendered page (composePage) and, at request time, that
// page filled with an address's data (fillTemplate; render-on-request.mjs). Pure text work: the trees come from the
// shell's renderers in Chromium (render-context.mjs).
import { DECLARATION_LANGUAGES as LANGUAGES } from '@koester/contract/routes/route-rules.mjs';
import { PAGE_DATA_ID } from '@koester/contract/routes/data-requests.mjs';
import { RENDERED_FOR_VISITOR } from '@koester/contract/session/signed-in-cookie.mjs';

/** @typedef {{ language: string, html: string, title: string, description: string }} RenderedPage */

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** @param {string} text */
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** What a page itself puts in the head (hoisted elements, its address links), marked so a later fill replaces it. */
const pageHead = (/** @type {string} */ html) => `<!--page-head-->${html}<!--/page-head-->`;
const PAGE_HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;

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
  // The render's own head elements take the place of the template's (the same link twice would be two links); a
  // template written before they were marked gets them added.
  const ownHead = pageHead(`${indexed ? addressLinks(siteUrl, address, page.language) : ''}${hoisted}`);
  const templateHead = template.slice(0, rootStart);
  const head = (
    PAGE_HEAD.test(templateHead)
      ? templateHead.replace(PAGE_HEAD, () => ownHead)
      : templateHead.replace('</head>', () => `${ownHead}</head>`)
  )
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
    .replace('</head>', () => `${state}</head>`)
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
  const head = [pageHead(hoisted + (address === null ? '' : addressLinks(siteUrl, address, page.language)))];
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
