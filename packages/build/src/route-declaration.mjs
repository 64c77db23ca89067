// What a remote declares in its own folder (remotes/<name>/routes.json): the paths it serves, the links it adds
// to the shell's frame and the cards it puts on other remotes' pages. It is deploy-time data: built into the remote's dist, merged into the runtime config
// by a deploy, read by the shell at run time. Plain ESM (importing only route-rules.mjs), so the Node scripts and
// the build use this one reader; the shell checks the same rules, lighter, in config/runtime-config.ts.

import {
  DECLARATION_LANGUAGES,
  LINK_AUDIENCES,
  LINK_DEFAULTS,
  LINK_SLOTS,
} from '@koester/contract/routes/route-rules.mjs';
import { cardsField } from './card-fields.mjs';
import {
  dataField,
  isRecord,
  localized,
  MAX_LABEL,
  MAX_TITLE,
  pathProblem,
  patternShape,
  prerenderField,
} from './route-fields.mjs';

export { DECLARATION_LANGUAGES };

/**
 * @typedef {import('@koester/contract/routes/route-rules.mjs').LocalizedText} LocalizedText
 * @typedef {import('@koester/contract/routes/route-rules.mjs').DeclaredRoute} DeclaredRoute
 * @typedef {import('@koester/contract/routes/route-rules.mjs').DeclaredLink} DeclaredLink
 * @typedef {import('@koester/contract/routes/route-rules.mjs').RouteDeclaration} RouteDeclaration
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
/**
 * Reads and checks a remote's declaration. Every problem is listed at once, each naming the field.
 * @param {unknown} json the parsed routes.json
 * @param {string} remote the remote's name, for the messages
 * @param {{ exposes?: readonly string[] }} [options] `exposes`: the modules the remote's build exposes, when the
 *   caller knows them (the build does): each declared card must be one of them
 * @returns {RouteDeclaration}
 * @throws {RouteDeclarationError}
 */
export function parseRouteDeclaration(json, remote, { exposes } = {}) {
  /** @type {string[]} */
  const problems = [];
  if (!isRecord(json)) throw new RouteDeclarationError(remote, ['the declaration must be a JSON object']);
  const unknown = Object.keys(json).filter((k) => !['$comment', 'routes', 'links', 'cards'].includes(k));
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

  const cards = cardsField(json.cards, problems, exposes);

  if (problems.length) throw new RouteDeclarationError(remote, problems);
  // Without cards the declaration keeps its earlier shape, so the runtime config of a remote without any is as before.
  return { routes, links, ...(cards.length ? { cards } : {}) };
}
