// The checks of one field of a route declaration (route-declaration.mjs), each naming the field in its message.

import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';
import { DECLARATION_LANGUAGES, isValidPath } from '@koester/contract/routes/route-rules.mjs';

/**
 * @typedef {import('@koester/contract/routes/route-rules.mjs').LocalizedText} LocalizedText
 * @typedef {import('@koester/contract/routes/route-rules.mjs').DeclaredRoute} DeclaredRoute
 * @typedef {import('@koester/contract/routes/route-rules.mjs').DeclaredLink} DeclaredLink
 * @typedef {import('@koester/contract/routes/route-rules.mjs').RouteDeclaration} RouteDeclaration
 */

export const MAX_LABEL = 40;
export const MAX_TITLE = 80;

const SEGMENT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[A-Za-z][A-Za-z0-9]*)$/;
/**
 * Why a route path is not acceptable, or null: absolute, lower-case words joined by "-" and `:params`, no trailing
 * slash, each parameter named once.
 * @param {unknown} path
 * @returns {string | null}
 */
export function pathProblem(path) {
  if (isValidPath(path)) return null;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'must be a string starting with "/"';
  if (path.length > 200) return 'is longer than 200 characters';
  const segments = path.slice(1).split('/');
  if (!segments.every((s) => SEGMENT.test(s))) {
    return 'may only hold lower-case words joined by "-" and ":params", separated by single "/" (no trailing "/")';
  }
  const params = segments.filter((s) => s.startsWith(':'));
  if (new Set(params).size !== params.length) return 'names a parameter twice';
  return 'is not a valid route path';
}
/** @param {unknown} value @returns {value is Record<string, unknown>} */
export const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * "/blog/:slug" → "/blog/:" — two patterns with the same shape match the same addresses.
 * @param {string} path
 */
export function patternShape(path) {
  return path.replace(/:[^/]+/g, ':');
}

/**
 * @param {unknown} value
 * @param {string} where
 * @param {number} max
 * @param {string[]} problems
 * @returns {LocalizedText}
 */
export function localized(value, where, max, problems) {
  /** @type {Record<string, string>} */
  const text = {};
  if (!isRecord(value)) {
    problems.push(`${where} must be an object with a text for ${DECLARATION_LANGUAGES.join(', ')}`);
    return /** @type {LocalizedText} */ (text);
  }
  for (const lang of DECLARATION_LANGUAGES) {
    const t = value[lang];
    if (typeof t !== 'string' || !t.trim()) problems.push(`${where}.${lang} is missing`);
    else if (t.length > max) problems.push(`${where}.${lang} is longer than ${max} characters`);
    else text[lang] = t.trim();
  }
  const extra = Object.keys(value).filter(
    (k) => !(/** @type {readonly string[]} */ (DECLARATION_LANGUAGES).includes(k)),
  );
  if (extra.length) problems.push(`${where} has texts in unknown languages: ${extra.join(', ')}`);
  return /** @type {LocalizedText} */ (text);
}

const MAX_PRERENDERED_PATHS = 500;

/**
 * A route's `prerender` field: true (a path without parameters: its page; with parameters: one template for all its
 * addresses) or, for a route with parameters, the addresses to render one by one (a blog's articles).
 * @param {unknown} value
 * @param {string} routePath
 * @param {string} where
 * @param {string[]} problems
 * @returns {true | string[] | undefined}
 */
export function prerenderField(value, routePath, where, problems) {
  if (value === undefined || value === false) return undefined;
  if (value === true) return true;
  if (!Array.isArray(value) || !routePath.includes(':')) {
    problems.push(
      `${where} must be true or false${routePath.includes(':') ? ', or a list of the addresses to render' : ''}`,
    );
    return undefined;
  }
  if (value.length > MAX_PRERENDERED_PATHS)
    problems.push(`${where} lists more than ${MAX_PRERENDERED_PATHS} addresses`);
  /** @type {string[]} */
  const paths = [];
  for (const [i, path] of value.entries()) {
    if (
      typeof path !== 'string' ||
      !isValidPath(path) ||
      path.includes(':') ||
      matchPattern([routePath], path) !== routePath
    ) {
      problems.push(`${where}[${i}] must be an address of ${routePath} (got ${JSON.stringify(path)})`);
    } else if (paths.includes(path)) problems.push(`${where}[${i}] repeats ${path}`);
    else paths.push(path);
  }
  return paths;
}

const MAX_DATA_REQUESTS = 4;
const API_PATH = /^\/[A-Za-z0-9\-._~/:]*(?:\?[A-Za-z0-9\-._~=&%]*)?$/;

/**
 * A route's `data` field: the API requests (paths under the API's base, with the route's `:params`) its page makes
 * first for a visitor. The shell's boot script starts them from the HTML, before any of the page's code arrives.
 * @param {unknown} value
 * @param {string} routePath
 * @param {string} where
 * @param {string[]} problems
 * @returns {string[] | undefined}
 */
export function dataField(value, routePath, where, problems) {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_DATA_REQUESTS) {
    problems.push(`${where} must list 1 to ${MAX_DATA_REQUESTS} API paths`);
    return undefined;
  }
  /** @type {string[]} */
  const params = routePath.match(/:[A-Za-z][A-Za-z0-9]*/g) ?? [];
  /** @type {string[]} */
  const requests = [];
  for (const [i, request] of value.entries()) {
    const used = typeof request === 'string' ? (request.split('?')[0]?.match(/:[A-Za-z][A-Za-z0-9]*/g) ?? []) : [];
    if (typeof request !== 'string' || request.length > 300 || !API_PATH.test(request)) {
      problems.push(`${where}[${i}] must be an API path such as "/feedback/:id" (got ${JSON.stringify(request)})`);
    } else if (used.some((param) => !params.includes(param))) {
      problems.push(`${where}[${i}] uses a parameter ${routePath} does not have`);
    } else requests.push(request);
  }
  return requests;
}
