/**
 * The route pattern (like /blog/:slug) that matches a path, if any. Self-contained on purpose: the shell's
 * inline boot script carries this very function as text (build/boot-script.ts).
 */
export function matchPattern(patterns: readonly string[], pathname: string): string | undefined {
  return patterns.find((pattern) => new RegExp('^' + pattern.replace(/:[^/]+/g, '[^/]+') + '/?$').test(pathname));
}
