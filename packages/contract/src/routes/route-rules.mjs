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

/**
 * Where a card of one remote shows on a page of another: `dashboard`, the signed-in home (/dashboard, the account
 * remote's page). A card is a module its remote exposes through federation; the page loads it at run time.
 */
export const CARD_SLOTS = /** @type {const} */ (['dashboard']);
/** A card's optional fields, when left out. */
export const CARD_DEFAULTS = /** @type {const} */ ({ order: 100 });
/** The module every remote exposes for its pages: never a card. */
export const ROUTES_MODULE = './routes';

const CARD_MODULE = /^\.\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a card's module name is acceptable: "./" then lower-case words joined by "-" (`./dashboard-card`), at
 * most 60 characters, and not the routes module.
 * @param {unknown} name
 * @returns {name is string}
 */
export function isValidCardModule(name) {
  return typeof name === 'string' && name.length <= 60 && CARD_MODULE.test(name) && name !== ROUTES_MODULE;
}

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
 * @typedef {{ slot: (typeof CARD_SLOTS)[number], module: string, order: number }} DeclaredCard
 * @typedef {{ routes: DeclaredRoute[], links: DeclaredLink[], cards?: DeclaredCard[] }} RouteDeclaration
 */
