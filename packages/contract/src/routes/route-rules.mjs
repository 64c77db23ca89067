// The rules of a route declaration that both of its readers apply: the full checker at build and deploy time
// (route-declaration.mjs, which also explains each refusal) and the shell's light check of the runtime config
// (config/runtime-config.ts). Small on purpose: it is on every first paint. Plain ESM without imports.

/** The site's languages: every label and title exists in each (the same list as i18n/languages.ts). */
export const DECLARATION_LANGUAGES = /** @type {const} */ (['nl', 'en', 'fr']);
/**
 * Where a link sits in the shell's frame: the main navbar, the account buttons, the footer, or `account`: the
 * signed-in user's own pages, listed by order in the menu the navbar's greeting ("Hi, Ann") opens.
 */
export const LINK_SLOTS = /** @type {const} */ (['main', 'actions', 'footer', 'account']);
/** Who sees a link. */
export const LINK_AUDIENCES = /** @type {const} */ (['everyone', 'signed-in', 'signed-out']);
/** A link's optional fields, when left out. */
export const LINK_DEFAULTS = /** @type {const} */ ({ slot: 'main', show: 'everyone', order: 100, primary: false });

const PATH =
  /^\/(?:(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[A-Za-z][A-Za-z0-9]*)(?:\/(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[A-Za-z][A-Za-z0-9]*))*)?$/;

/**
 * Whether a route path is acceptable: "/" or lower-case words joined by "-" and `:params`, separated by single
 * "/", no trailing slash, each parameter named once, at most 200 characters. (route-declaration.mjs says why not.)
 * @param {unknown} path
 * @returns {path is string}
 */
export function isValidPath(path) {
  if (typeof path !== 'string' || path.length > 200 || !PATH.test(path)) return false;
  const params = path.match(/:[^/]+/g) ?? [];
  return new Set(params).size === params.length;
}

/**
 * @typedef {(typeof DECLARATION_LANGUAGES)[number]} DeclarationLanguage
 * @typedef {Record<DeclarationLanguage, string>} LocalizedText
 * @typedef {{ path: string, title: LocalizedText, prerender?: true | string[], data?: string[],
 *   renderOnRequest?: true }} DeclaredRoute
 * @typedef {{ path: string, label: LocalizedText, slot: (typeof LINK_SLOTS)[number],
 *             show: (typeof LINK_AUDIENCES)[number], order: number, primary: boolean }} DeclaredLink
 * @typedef {{ routes: DeclaredRoute[], links: DeclaredLink[] }} RouteDeclaration
 */
