// What a remote declares in its own folder (remotes/<name>/routes.json): the paths it serves and the links it
// adds to the shell's frame. It is deploy-time data: built into the remote's dist, merged into the runtime config
// by a deploy, read by the shell at run time. Plain ESM (importing only route-rules.mjs), so the Node scripts and
// the build use this one reader; the shell checks the same rules, lighter, in config/runtime-config.ts.

import { matchPattern } from '@koester/shared/federation/route-pattern.mjs';
import {
  DECLARATION_LANGUAGES,
  LINK_AUDIENCES,
  LINK_DEFAULTS,
  LINK_SLOTS,
  isValidPath,
} from '@koester/shared/federation/route-rules.mjs';

export { DECLARATION_LANGUAGES };

const MAX_LABEL = 40;
const MAX_TITLE = 80;

const SEGMENT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[A-Za-z][A-Za-z0-9]*)$/;

/**
 * Why a route path is not acceptable, or null: absolute, lower-case words joined by "-" and `:params`, no trailing
 * slash, each parameter named once.
 * @param {unknown} path
 * @returns {string | null}
 */
function pathProblem(path) {
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

/**
 * An address both patterns answer, or null when they answer none in common: same number of segments, and each
 * pair of segments equal or one of them a parameter. (/blog/new and /blog/:slug both answer /blog/new.)
 * @param {string} a
 * @param {string} b
 * @returns {string | null}
 */
function sharedAddress(a, b) {
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

/**
 * @typedef {(typeof DECLARATION_LANGUAGES)[number]} DeclarationLanguage
 * @typedef {Record<DeclarationLanguage, string>} LocalizedText
 * @typedef {{ path: string, title: LocalizedText, prerender?: true | string[], data?: string[],
 *   renderOnRequest?: true }} DeclaredRoute
 * @typedef {{ path: string, label: LocalizedText, slot: (typeof LINK_SLOTS)[number],
 *             show: (typeof LINK_AUDIENCES)[number], order: number, primary: boolean }} DeclaredLink
 * @typedef {{ routes: DeclaredRoute[], links: DeclaredLink[] }} RouteDeclaration
 */

export class RouteDeclarationError extends Error {
  /**
   * @param {string} remote
   * @param {string[]} problems
   */
  constructor(remote, problems) {
    super(`The route declaration of remote "${remote}" is not valid:\n  - ${problems.join('\n  - ')}`);
    this.name = 'RouteDeclarationError';
    this.remote = remote;
    this.problems = problems;
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * "/blog/:slug" → "/blog/:" — two patterns with the same shape match the same addresses.
 * @param {string} path
 */
function patternShape(path) {
  return path.replace(/:[^/]+/g, ':');
}

/**
 * @param {unknown} value
 * @param {string} where
 * @param {number} max
 * @param {string[]} problems
 * @returns {LocalizedText}
 */
function localized(value, where, max, problems) {
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
function prerenderField(value, routePath, where, problems) {
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
function dataField(value, routePath, where, problems) {
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

/**
 * Reads and checks a remote's declaration. Every problem is listed at once, each naming the field.
 * @param {unknown} json the parsed routes.json
 * @param {string} remote the remote's name, for the messages
 * @returns {RouteDeclaration}
 * @throws {RouteDeclarationError}
 */
export function parseRouteDeclaration(json, remote) {
  /** @type {string[]} */
  const problems = [];
  if (!isRecord(json)) throw new RouteDeclarationError(remote, ['the declaration must be a JSON object']);
  const unknown = Object.keys(json).filter((k) => !['$comment', 'routes', 'links'].includes(k));
  if (unknown.length) problems.push(`unknown fields: ${unknown.join(', ')}`);

  /** @type {DeclaredRoute[]} */
  const routes = [];
  const shapes = new Map();
  if (!Array.isArray(json.routes) || json.routes.length === 0) problems.push('routes must list at least one route');
  else {
    json.routes.forEach((route, i) => {
      const where = `routes[${i}]`;
      if (!isRecord(route)) return problems.push(`${where} must be an object with path and title`);
      const title = localized(route.title, `${where}.title`, MAX_TITLE, problems);
      const problem = pathProblem(route.path);
      if (problem) return problems.push(`${where}.path ${problem}`);
      const path = /** @type {string} */ (route.path);
      const same = shapes.get(patternShape(path));
      if (same) return problems.push(`${where}.path ${path} is declared twice (as ${same})`);
      shapes.set(patternShape(path), path);
      const prerender = prerenderField(route.prerender, path, `${where}.prerender`, problems);
      const data = dataField(route.data, path, `${where}.data`, problems);
      // The page is sent rendered with its `data` answers, at request time (scripts/lib/render-on-request.mjs): it
      // needs those requests and a prerendered page (the template it is rendered into, and the fallback).
      const renderOnRequest = route.renderOnRequest;
      if (renderOnRequest !== undefined && renderOnRequest !== false) {
        if (renderOnRequest !== true) problems.push(`${where}.renderOnRequest must be true or false`);
        else if (prerender !== true || data === undefined)
          problems.push(`${where}.renderOnRequest needs prerender: true and data`);
      }
      routes.push({
        path,
        title,
        ...(prerender === undefined ? {} : { prerender }),
        ...(data === undefined ? {} : { data }),
        ...(renderOnRequest === true ? { renderOnRequest } : {}),
      });
    });
  }

  /** @type {DeclaredLink[]} */
  const links = [];
  if (json.links !== undefined && !Array.isArray(json.links)) problems.push('links must be a list');
  for (const [i, link] of (Array.isArray(json.links) ? json.links : []).entries()) {
    const where = `links[${i}]`;
    if (!isRecord(link)) {
      problems.push(`${where} must be an object with path and label`);
      continue;
    }
    const path = typeof link.path === 'string' ? link.path : '';
    if (!routes.some((r) => r.path === path) || path.includes(':')) {
      problems.push(
        `${where}.path must be one of this remote's own routes without parameters (got ${JSON.stringify(link.path)})`,
      );
    }
    const slot = link.slot ?? LINK_DEFAULTS.slot;
    if (!(/** @type {readonly unknown[]} */ (LINK_SLOTS).includes(slot)))
      problems.push(`${where}.slot must be one of ${LINK_SLOTS.join(', ')}`);
    const show = link.show ?? LINK_DEFAULTS.show;
    if (!(/** @type {readonly unknown[]} */ (LINK_AUDIENCES).includes(show)))
      problems.push(`${where}.show must be one of ${LINK_AUDIENCES.join(', ')}`);
    if (slot === 'account' && show !== 'signed-in')
      problems.push(`${where}: an account link is the signed-in user's home: its show must be signed-in`);
    const order = link.order ?? LINK_DEFAULTS.order;
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 1000) {
      problems.push(`${where}.order must be a whole number from 0 to 1000`);
    }
    if (link.primary !== undefined && typeof link.primary !== 'boolean')
      problems.push(`${where}.primary must be true or false`);
    // One link per place: the frame keys its links by path.
    if (links.some((other) => other.path === path && other.slot === slot)) {
      problems.push(`${where} repeats the ${slot} link to ${path}`);
    }
    links.push({
      path,
      label: localized(link.label, `${where}.label`, MAX_LABEL, problems),
      slot: /** @type {DeclaredLink['slot']} */ (slot),
      show: /** @type {DeclaredLink['show']} */ (show),
      order: /** @type {number} */ (order),
      primary: link.primary === true,
    });
  }

  if (problems.length) throw new RouteDeclarationError(remote, problems);
  return { routes, links };
}

/**
 * Addresses two remotes would both answer, as readable messages. Within one remote a static path may overlap a
 * parameter (/feedback/new and /feedback/:id: the static one wins); across remotes any overlap is a conflict,
 * since it would let one team take another's addresses (/blog/new from /blog/:slug, or every /:anything).
 * @param {Record<string, Pick<RouteDeclaration, 'routes'>>} declarations remote name → declaration
 * @returns {string[]}
 */
export function findRouteConflicts(declarations) {
  /** @type {{ remote: string, path: string }[]} */
  const seen = [];
  /** @type {string[]} */
  const conflicts = [];
  for (const [remote, declaration] of Object.entries(declarations)) {
    for (const { path } of declaration.routes ?? []) {
      for (const owner of seen.filter((o) => o.remote !== remote)) {
        const address = sharedAddress(owner.path, path);
        if (address === null) continue;
        conflicts.push(
          patternShape(owner.path) === patternShape(path)
            ? `${path} is claimed by both "${owner.remote}" and "${remote}"`
            : `${path} of "${remote}" overlaps ${owner.path} of "${owner.remote}": both would answer ${address}`,
        );
      }
    }
    for (const { path } of declaration.routes ?? []) seen.push({ remote, path });
  }
  return conflicts;
}
