#!/usr/bin/env node
// Builds and publishes ONE remote to its CDN prefix, with the routes and links it declares, leaving the shell and
// the other remotes alone:
//   npm run deploy:remote -- <name> [--cdn-dir <folder>] [--dir <remote folder>] [--manifest-url <url>]
// 1. reads and checks the remote's routes.json, and refuses (changing nothing) a path another remote serves;
// 2. builds the remote (KOESTER_RELEASE names the build, default "local");
// 3. publishes it: hashed files first, then routes.json and mf-manifest.json;
// 4. writes the remote's entry (manifest URL, routes, links) into <cdn-dir>/runtime-config.json.
// The running shell picks all of it up on the next page load: it reads the runtime config and the manifest
// (both no-cache) at run time.
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  localManifestUrl,
  localRuntimeConfig,
  readRouteDeclaration,
  remoteNames,
  withRemotes,
} from '../shared/src/build/apps.mjs';
import { distDir, publishApp, ROOT } from './lib/publish.mjs';
import { run } from './lib/run.mjs';
import { readRuntimeConfigFile, withDeployLock, writeRuntimeConfigFile } from './lib/runtime-config-file.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'cdn-dir': { type: 'string' }, dir: { type: 'string' }, 'manifest-url': { type: 'string' } },
});
const name = positionals[0];
const remotes = remoteNames();
if (!name || !remotes.includes(name)) {
  console.error(
    `usage: npm run deploy:remote -- <${remotes.join('|')}> [--cdn-dir <folder>] [--dir <remote folder>] [--manifest-url <url>]`,
  );
  process.exit(2);
}
const cdnDir = path.resolve(ROOT, values['cdn-dir'] ?? process.env.KOESTER_CDN_DIR ?? '.cdn');
const sourceDir = path.resolve(ROOT, values.dir ?? path.join('remotes', name));
const release = process.env.KOESTER_RELEASE ?? 'local';

try {
  await withDeployLock(cdnDir, async () => {
    // Checked before anything is built or written: a refused deploy changes nothing.
    const declaration = readRouteDeclaration(sourceDir, name);
    const current = (await readRuntimeConfigFile(cdnDir)) ?? { ...localRuntimeConfig(), remotes: {} };
    const manifest = values['manifest-url'] ?? current.remotes?.[name]?.manifest ?? localManifestUrl(name);
    const next = withRemotes(current, { [name]: { manifest, ...declaration } });

    // Built in the remote's folder itself (rsbuild, production mode), so a checkout elsewhere deploys the same way.
    await run('npx', ['rsbuild', 'build', '--log-level', 'warn'], {
      cwd: sourceDir,
      env: { NODE_ENV: 'production', KOESTER_RELEASE: release },
    });
    const published = await publishApp(name, cdnDir, distDir(name, sourceDir));
    await writeRuntimeConfigFile(cdnDir, next);
    const count = (kind) => `${declaration[kind].length} ${kind}`;
    console.log(
      `${name} (release ${release}) published to ${path.relative(ROOT, published) || published} with ${count('routes')} and ${count('links')}; runtime config updated`,
    );
  });
} catch (error) {
  console.error(`deploy of ${name} refused: ${error.message}`);
  process.exit(1);
}
