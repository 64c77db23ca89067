/**
 * Checks every service runs on a JSON request body before anything else reads it: how deeply it nests, and whether
 * any text (value or key) holds a character no stored text may hold. Shared by the API and the identity service, so
 * both refuse the same bodies. Everything here is linear in the size of the body: a small body must never cost more
 * than a little CPU, whoever sends it.
 */

/**
 * The deepest nesting a body may have. Every body the services take is an object of plain values, one or two levels
 * deep (Cognito's attribute lists are three); anything far deeper is an attack on whatever walks it.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * How deeply a JSON text nests arrays and objects, counted on the raw text, so a hostile body is refused before it is
 * parsed or walked. Stops counting once past `limit` (its answer is then `limit + 1`). Brackets inside strings do not
 * count; the text need not be valid JSON (the parser judges that afterwards).
 */
export function jsonNestingDepth(text: string, limit = MAX_BODY_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return limit + 1;
      }
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return deepest;
}

/**
 * A UTF-16 surrogate without its pair: not a character at all. It cannot be encoded as UTF-8, so PostgreSQL, a mail
 * or another service would store or show it as "�" (or fail): refused wherever text comes in.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character no stored text may hold: NUL (PostgreSQL text cannot) or a lone surrogate. */
export function hasUnstorableCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Where a problem was found: the keys from the body down to the text, e.g. `['items', '0', 'title']`. */
type BodyPath = string[];

type BodyProblem =
  | { kind: 'too-deep'; path: BodyPath }
  /** A value or key with NUL or a lone surrogate (hasUnstorableCharacter). */
  | { kind: 'unstorable-character'; path: BodyPath };

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

function pathOf(visit: Visit): BodyPath {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every problem in a parsed body, in no particular order. Walks with its own stack (no recursion, so no
 * stack overflow) and keeps a link to each value's parent instead of copying the path at every level (which made a
 * body of 30,000 nested arrays cost seconds of CPU); a path is built only for a problem. A body nested deeper than
 * `maxDepth` is one problem, reported at once.
 */
export function inspectBody(body: unknown, maxDepth = MAX_BODY_DEPTH): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const stack: Visit[] = [{ value: body, key: '', parent: null, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (hasUnstorableCharacter(value)) problems.push({ kind: 'unstorable-character', path: pathOf(visit) });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (visit.depth >= maxDepth) return [{ kind: 'too-deep', path: pathOf(visit) }];
    for (const key of Object.keys(value)) {
      const child: Visit = {
        value: (value as Record<string, unknown>)[key],
        key,
        parent: visit,
        depth: visit.depth + 1,
      };
      if (hasUnstorableCharacter(key)) problems.push({ kind: 'unstorable-character', path: pathOf(child) });
      else stack.push(child);
    }
  }
  return problems;
}
