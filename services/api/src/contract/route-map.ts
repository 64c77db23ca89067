import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { buildOfflineApp } from './offline-app.ts';

/** One API route as the app registers it: the file whose call added it, and the repositories that file uses. */
export interface MappedRoute {
  method: string;
  url: string;
  file: string;
  repositories: string[];
}

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SRC = path.resolve(import.meta.dirname, '..');
const REPOSITORY = /repositories\/([a-z-]+)-repository\.ts'/g;
const BESIDE = /from '(\.\/[^']+\.ts)'/g;

/**
 * The file whose call registered a route, from the stack at that moment: the first frame in the API's source that
 * is not an index (which only registers its files) nor this map.
 */
function registeringFile(stack: string): string {
  const files = [...stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+\.ts):\d+:\d+/g)].map((m) => m[1] ?? '');
  const own = files.filter((f) => f.startsWith(SRC) && !f.startsWith(import.meta.dirname));
  const file = own.find((f) => !f.endsWith('/index.ts') && f !== path.join(SRC, 'app.ts')) ?? own[0];
  return file ? path.relative(ROOT, file) : '(a library plugin: CORS preflight)';
}

/** The repositories a file imports, itself or through the modules beside it that it imports (its views). */
function repositoriesOf(file: string): string[] {
  const found = new Set<string>();
  const read = (f: string) => readFileSync(path.join(ROOT, f), 'utf8');
  const source = read(file);
  const sources = [source, ...[...source.matchAll(BESIDE)].map((m) => read(path.join(path.dirname(file), m[1]!)))];
  for (const text of sources) for (const m of text.matchAll(REPOSITORY)) found.add(m[1]!);
  return [...found].sort();
}

/** Every route of the API (HEAD routes Fastify adds beside a GET left out), in registration order. */
export async function routeMap(): Promise<MappedRoute[]> {
  const routes: { method: string; url: string; file: string }[] = [];
  const app = await buildOfflineApp((route: RouteOptions) => {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const file = registeringFile(new Error().stack ?? '');
    for (const method of methods) routes.push({ method, url: route.url, file });
  });
  await app.close();
  return routes.map((r) => ({
    ...r,
    repositories: r.file.startsWith('services/api/src/routes/') ? repositoriesOf(r.file) : [],
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(JSON.stringify(await routeMap()) + '\n');
}
