// Addresses that two remotes' declarations would both answer: refused at build and deploy time.

import { patternShape } from './route-fields.mjs';

/** @typedef {import('@koester/contract/routes/route-rules.mjs').RouteDeclaration} RouteDeclaration */

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
