// What a remote declares in its own folder (remotes/<name>/routes.json): the paths it serves and the links it
// adds to the shell's frame. It is deploy-time data: built into the remote's dist, merged into the runtime config
// by a deploy, read by the shell at run time. Plain ESM without imports, so the Node scripts, the build and the
// browser all use this one reader.

/** The site's languages: every label and title exists in each. */
export const DECLARATION_LANGUAGES = /** @type {const} */ (['nl', 'en', 'fr']);
/** Where a link sits in the shell's frame. */
export const LINK_SLOTS = /** @type {const} */ (['main', 'actions', 'footer']);
/** Who sees a link. */
export const LINK_AUDIENCES = /** @type {const} */ (['everyone', 'signed-in', 'signed-out']);

const MAX_LABEL = 40;
const MAX_TITLE = 80;
const SEGMENT = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|:[A-Za-z][A-Za-z0-9]*)$/;

/**
 * @typedef {(typeof DECLARATION_LANGUAGES)[number]} DeclarationLanguage
 * @typedef {Record<DeclarationLanguage, string>} LocalizedText
 * @typedef {{ path: string, title: LocalizedText }} DeclaredRoute
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
export function patternShape(path) {
  return path.replace(/:[^/]+/g, ':');
}

/**
 * Why a route path is not acceptable, or null: absolute, lower-case segments or `:params`, no trailing slash.
 * @param {unknown} path
 */
function pathProblem(path) {
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
      const problem = pathProblem(route.path);
      if (problem) return problems.push(`${where}.path ${problem}`);
      const path = /** @type {string} */ (route.path);
      const same = shapes.get(patternShape(path));
      if (same) return problems.push(`${where}.path ${path} is declared twice (as ${same})`);
      shapes.set(patternShape(path), path);
      routes.push({ path, title: localized(route.title, `${where}.title`, MAX_TITLE, problems) });
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
    const slot = link.slot ?? 'main';
    if (!(/** @type {readonly unknown[]} */ (LINK_SLOTS).includes(slot)))
      problems.push(`${where}.slot must be one of ${LINK_SLOTS.join(', ')}`);
    const show = link.show ?? 'everyone';
    if (!(/** @type {readonly unknown[]} */ (LINK_AUDIENCES).includes(show)))
      problems.push(`${where}.show must be one of ${LINK_AUDIENCES.join(', ')}`);
    const order = link.order ?? 100;
    if (typeof order !== 'number' || !Number.isInteger(order) || order < 0 || order > 1000) {
      problems.push(`${where}.order must be a whole number from 0 to 1000`);
    }
    if (link.primary !== undefined && typeof link.primary !== 'boolean')
      problems.push(`${where}.primary must be true or false`);
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
 * Paths two remotes both claim (by shape: /a/:id and /a/:slug are the same claim), as readable messages.
 * @param {Record<string, Pick<RouteDeclaration, 'routes'>>} declarations remote name → declaration
 * @returns {string[]}
 */
export function findRouteConflicts(declarations) {
  /** @type {Map<string, { remote: string, path: string }>} */
  const owners = new Map();
  /** @type {string[]} */
  const conflicts = [];
  for (const [remote, declaration] of Object.entries(declarations)) {
    for (const { path } of declaration.routes ?? []) {
      const owner = owners.get(patternShape(path));
      if (owner) {
        const same = owner.path === path ? path : `${path} (the same addresses as ${owner.path})`;
        conflicts.push(`${same} is claimed by both "${owner.remote}" and "${remote}"`);
      } else owners.set(patternShape(path), { remote, path });
    }
  }
  return conflicts;
}
