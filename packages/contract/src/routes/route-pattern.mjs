// Plain ESM, so the static server (scripts/lib/static-server.mjs) matches paths exactly as the shell does.

/**
 * The route pattern (like /blog/:slug) that matches a path, if any, the way react-router matches it: any letter
 * case, trailing slashes allowed, %-escapes decoded; a pattern with fewer parameters wins, so /feedback/new beats
 * /feedback/:id. Self-contained on purpose: the shell's inline boot script carries this very function as text
 * (build/boot-script.ts).
 * @param {readonly string[]} patterns
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function matchPattern(patterns, pathname) {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: match the path as it came.
  }
  /** @type {string | undefined} */
  let best;
  let fewest = Infinity;
  for (const pattern of patterns) {
    const params = pattern.split(':').length - 1;
    const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
    if (params < fewest && new RegExp('^' + source + '/*$', 'i').test(path)) {
      best = pattern;
      fewest = params;
    }
  }
  return best;
}
