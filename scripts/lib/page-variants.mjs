// Which prerendered HTML file answers a page request, as the shell's static server (and, on paper, the CDN edge)
// chooses it: one file per route and language, <cdn>/pages/<language>/<route>.html (beside the runtime config: the
// pages are the whole site's, written by the shell's and every remote's deploy), the language taken from ?lang=,
// then the language cookie, then Accept-Language, then English. Shared by the prerenderer, which writes the files.
import path from 'node:path';
import { DECLARATION_LANGUAGES as LANGUAGES } from '@koester/contract/routes/route-rules.mjs';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';

/** The folder of the prerendered pages, in the CDN folder beside the runtime config. */
export const PAGES_DIR = 'pages';
/** The cookie the site writes whenever it settles on a language (shared/src/i18n/i18n.ts). */
const LANGUAGE_COOKIE = 'koester_lang';
const FALLBACK = 'en';
/** The file of the 404 page; "_" never starts a route's segment, so no route can take this name. */
export const NOT_FOUND_KEY = '_not-found';

/** @param {string | null | undefined} tag @returns {string | null} */
function supported(tag) {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /** @type {readonly string[]} */ (LANGUAGES).includes(base) ? base : null;
}

/**
 * The best supported language of an Accept-Language header, by its q-values (ties: the order written).
 * @param {string | undefined} header
 */
function fromAcceptLanguage(header) {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: supported(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}

/** @param {string | undefined} header @returns {string | null} */
function fromCookie(header) {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return supported(value);
  }
  return null;
}

/**
 * The language a page is sent in.
 * @param {{ search?: string, cookie?: string, acceptLanguage?: string }} request
 * @returns {string}
 */
export function pageLanguage({ search = '', cookie, acceptLanguage }) {
  return (
    supported(new URLSearchParams(search).get('lang')) ??
    fromCookie(cookie) ??
    fromAcceptLanguage(acceptLanguage) ??
    FALLBACK
  );
}

/**
 * Whether a request's query string leaves the page as it was prerendered: nothing but `lang`. A page reads the rest
 * (the portal's filters, the pricing interval) and renders differently, so such an address gets the app's index.html
 * and is rendered in the browser.
 * @param {string} search
 */
export function isPrerenderedQuery(search) {
  const params = new URLSearchParams(search);
  params.delete('lang');
  return params.size === 0;
}

/**
 * The file name (without .html) of a route's page: "/" → "index", "/blog/a-post" → "blog/a-post", a pattern's
 * template "/feedback/:id" → "feedback/[id]".
 * @param {string} routePath
 */
export function pageKey(routePath) {
  if (routePath === '/') return 'index';
  return routePath.slice(1).replace(/:([A-Za-z][A-Za-z0-9]*)/g, '[$1]');
}

/**
 * @param {string} language
 * @param {string} key
 */
export const pageFile = (language, key) => path.join(language, `${key}.html`);

const CONCRETE_PATH = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/** @typedef {{ path: string, prerender?: boolean | string[] }} DeclaredRoute */

/**
 * The prerendered file that may answer a path (relative to the pages folder), and whether the path is one no route
 * serves (then the 404 page answers, with status 404). Only what the route declares now counts, as the prerenderer
 * renders it: the route's page, its one template (a route with parameters), or the listed address itself. A file
 * left from an earlier declaration (a route no longer prerendered, an article no longer listed) is never served.
 * Nothing to offer: an empty list, and the app's index.html renders the page in the browser.
 * @param {string} pathname the request's path
 * @param {readonly DeclaredRoute[]} routes every declared route, as the runtime config has them now
 * @param {string} language
 * @returns {{ files: string[], notFound: boolean }}
 */
export function pageCandidates(pathname, routes, language) {
  const pattern = matchPattern(
    routes.map((route) => route.path),
    pathname,
  );
  if (pattern === undefined) return { files: [pageFile(language, NOT_FOUND_KEY)], notFound: true };
  const prerender = routes.find((route) => route.path === pattern)?.prerender;
  if (!prerender) return { files: [], notFound: false };
  if (prerender === true) return { files: [pageFile(language, pageKey(pattern))], notFound: false };
  let exact = pathname;
  try {
    exact = decodeURI(pathname);
  } catch {
    // matchPattern matched it as it came
  }
  exact = exact.toLowerCase().replace(/\/+$/, '') || '/';
  const listed = CONCRETE_PATH.test(exact) && prerender.some((address) => address.toLowerCase() === exact);
  return { files: listed ? [pageFile(language, pageKey(exact))] : [], notFound: false };
}
