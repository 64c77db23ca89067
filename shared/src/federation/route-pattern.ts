/**
 * The route pattern (like /blog/:slug) that matches a path, if any; a pattern with fewer parameters wins, so
 * /feedback/new beats /feedback/:id. Self-contained on purpose: the shell's inline boot script carries this very
 * function as text (build/boot-script.ts).
 */
export function matchPattern(patterns: readonly string[], pathname: string): string | undefined {
  let best: string | undefined;
  let fewest = Infinity;
  for (const pattern of patterns) {
    const params = pattern.split(':').length - 1;
    if (params < fewest && new RegExp('^' + pattern.replace(/:[^/]+/g, '[^/]+') + '/?$').test(pathname)) {
      best = pattern;
      fewest = params;
    }
  }
  return best;
}
