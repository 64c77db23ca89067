/**
 * The route pattern (like /blog/:slug) that matches a path, if any, the way react-router matches it: any letter
 * case, trailing slashes allowed, %-escapes decoded; a pattern with fewer parameters wins, so /feedback/new beats
 * /feedback/:id. Self-contained on purpose: the shell's inline boot script carries this very function as text
 * (build/boot-script.ts).
 */
export function matchPattern(patterns: readonly string[], pathname: string): string | undefined {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: match the path as it came.
  }
  let best: string | undefined;
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
