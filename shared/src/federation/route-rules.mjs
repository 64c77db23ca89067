// The rules of a route declaration that both of its readers apply: the full checker at build and deploy time
// (route-declaration.mjs) and the shell's light check of the runtime config (config/runtime-config.ts), which must
// stay small because it is on every first paint. Plain ESM without imports.

/** The site's languages: every label and title exists in each (the same list as i18n/languages.ts). */
export const DECLARATION_LANGUAGES = /** @type {const} */ (['nl', 'en', 'fr']);
/** Where a link sits in the shell's frame. */
export const LINK_SLOTS = /** @type {const} */ (['main', 'actions', 'footer']);
/** Who sees a link. */
export const LINK_AUDIENCES = /** @type {const} */ (['everyone', 'signed-in', 'signed-out']);
/** A link's optional fields, when left out. */
export const LINK_DEFAULTS = /** @type {const} */ ({ slot: 'main', show: 'everyone', order: 100, primary: false });

const SEGMENT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[A-Za-z][A-Za-z0-9]*)$/;

/**
 * Why a route path is not acceptable, or null: absolute, lower-case words joined by "-" and `:params`, no trailing
 * slash, each parameter named once.
 * @param {unknown} path
 * @returns {string | null}
 */
export function pathProblem(path) {
  if (typeof path !== 'string' || !path.startsWith('/')) return 'must be a string starting with "/"';
  if (path === '/') return null;
  if (path.length > 200) return 'is longer than 200 characters';
  const segments = path.slice(1).split('/');
  if (!segments.every((s) => SEGMENT.test(s))) {
    return 'may only hold lower-case words joined by "-" and ":params", separated by single "/" (no trailing "/")';
  }
  const params = segments.filter((s) => s.startsWith(':'));
  if (new Set(params).size !== params.length) return 'names a parameter twice';
  return null;
}

/**
 * An address both patterns answer, or null when they answer none in common: same number of segments, and each
 * pair of segments equal or one of them a parameter. (/blog/new and /blog/:slug both answer /blog/new.)
 * @param {string} a
 * @param {string} b
 * @returns {string | null}
 */
export function sharedAddress(a, b) {
  const segmentsOf = (/** @type {string} */ path) => (path === '/' ? [] : path.split('/').slice(1));
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  if (left.length !== right.length) return null;
  const segments = [];
  for (const [i, x] of left.entries()) {
    const y = right[i] ?? '';
    if (x === y || y.startsWith(':')) segments.push(x.startsWith(':') ? 'x' : x);
    else if (x.startsWith(':')) segments.push(y);
    else return null;
  }
  return `/${segments.join('/')}`;
}
