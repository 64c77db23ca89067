import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SHELL_SRC = path.resolve(import.meta.dirname, '..');
const SHARED_SRC = path.resolve(import.meta.dirname, '../../../shared/src');
/** Static imports, re-exports and dynamic import() calls. */
const IMPORT = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolve(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith('@koester/shared/')
    ? path.join(SHARED_SRC, specifier.slice('@koester/shared/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  return base && ['.ts', '.tsx', ''].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** Every package import reachable from the shell's code, through the shared modules it uses. */
function packagesReachableFromShell(): Map<string, string> {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = sourceFiles(SHELL_SRC);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(specifier!, file);
      if (target) queue.push(target);
      else if (!specifier!.startsWith('.')) packages.set(specifier!, path.relative(SHARED_SRC, file));
    }
  }
  return packages;
}

describe('the shell', () => {
  it('reaches neither TanStack Query nor the query client: only remotes that fetch load them', () => {
    const reached = [...packagesReachableFromShell()].filter(([name]) => name.startsWith('@tanstack/'));
    expect(reached).toEqual([]);
    expect(resolve('@koester/shared/data/query-client', SHELL_SRC)).toBeDefined();
  });

  it('is followed into the shared modules it loads (the check above sees their imports)', () => {
    expect(packagesReachableFromShell().has('zustand/middleware')).toBe(true);
  });
});
