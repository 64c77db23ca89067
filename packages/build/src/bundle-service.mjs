// Bundles a service into dist/server.js: its own code, @koester/db and the workspace packages' TypeScript
// sources are compiled in (they are build-time inputs: dev dependencies); npm dependencies stay external (installed
// beside it, as in a container image).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** @param {string} serviceDir the service's folder (its package.json lists the external dependencies) */
export async function bundleService(serviceDir) {
  const pkg = JSON.parse(readFileSync(path.join(serviceDir, 'package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(serviceDir, 'src/server.ts')],
    outfile: path.join(serviceDir, 'dist/server.js'),
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    sourcemap: true,
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@koester/')),
    logLevel: 'warning',
  });
}
