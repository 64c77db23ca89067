#!/usr/bin/env node
// Builds and publishes ONE remote to its CDN prefix, with the routes and links it declares, leaving the shell and
// the other remotes alone:
//   npm run deploy:remote -- <name> [--cdn-dir <folder>] [--dir <remote folder>] [--manifest-url <url>]
// 1. reads and checks the remote's routes.json, and refuses (changing nothing) a path another remote serves;
// 2. builds the remote (KOESTER_RELEASE names the build, default "local"), outside the deploy lock;
// 3. under the lock: checks again against the runtime config as it is now, publishes the build (hashed files
//    first, then routes.json and mf-manifest.json) and writes the remote's entry (manifest URL, routes, links)
//    into <cdn-dir>/runtime-config.json;
// 4. still under the lock, prerenders the pages this remote serves, in every language (every page of the site when
//    its links in the frame changed: each page carries the navbar and footer). KOESTER_SITE_URL is the site's
//    public address, for the pages' canonical links.
// The running shell picks all of it up on the next page load: it reads the runtime config and the manifest
// (both no-cache) at run time.
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  localManifestUrl,
  localSiteUrl,
  readRouteDeclaration,
  remoteNames,
  withRemotes,
} from '@koester/build/apps.mjs';
import { prerenderOrWarn } from './lib/prerender.mjs';
import { distDir, publishApp, ROOT } from './lib/publish.mjs';
import { run } from './lib/run.mjs';
import { checkSiteEnvironment } from '@koester/server/site-environment.mjs';
import {
  readRuntimeConfigFile,
  runtimeConfigPath,
  withDeployLock,
  writeRuntimeConfigFile,
} from './lib/runtime-config-file.mjs';

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
const release = checkSiteEnvironment().KOESTER_RELEASE ?? 'local';

/**
 * The runtime config with this remote's new entry, or an error saying why the deploy is refused.
 * @param {import('@koester/build/apps.mjs').RouteDeclaration} declaration
 */
async function nextRuntimeConfig(declaration) {
  const current = await readRuntimeConfigFile(cdnDir);
  if (!current) {
    throw new Error(
      `${runtimeConfigPath(cdnDir)} does not exist: the site (the shell and its runtime config) is deployed there first; locally, npm start writes it`,
    );
  }
  // An entry of an older deploy is a bare manifest URL: its routes are unknown until that remote is deployed again.
  const entries = Object.fromEntries(
    Object.entries(current.remotes ?? {}).map(([remote, entry]) => {
      if (typeof entry !== 'string') return [remote, entry];
      if (remote !== name) console.warn(`note: ${remote} is listed without routes (an older deploy); deploy it again`);
      return [remote, { manifest: entry, routes: [], links: [] }];
    }),
  );
  const known = entries[name]?.manifest;
  // A new remote's URL on a real CDN cannot be guessed; the local run's can.
  if (!values['manifest-url'] && !known && current.environment !== 'development') {
    throw new Error(`the runtime config has no entry for ${name} yet: give its --manifest-url`);
  }
  const manifest = values['manifest-url'] ?? known ?? localManifestUrl(name);
  const entry = { manifest, ...declaration };
  withRemotes({ ...current, remotes: entries }, { [name]: entry }); // throws on a conflict
  return { ...current, remotes: { ...current.remotes, [name]: entry } };
}

try {
  // Checked before anything is built or written: a refused deploy changes nothing.
  const declaration = readRouteDeclaration(sourceDir, name);
  await nextRuntimeConfig(declaration);

  // Built in the remote's folder itself (rsbuild, production mode), so a checkout elsewhere deploys the same way.
  await run('npx', ['rsbuild', 'build', '--log-level', 'warn'], {
    cwd: sourceDir,
    env: { NODE_ENV: 'production', KOESTER_RELEASE: release },
  });

  await withDeployLock(cdnDir, async () => {
    // Checked again: another remote may have been deployed while this one was building.
    const before = await readRuntimeConfigFile(cdnDir);
    const next = await nextRuntimeConfig(declaration);
    const published = await publishApp(name, cdnDir, distDir(name, sourceDir));
    await writeRuntimeConfigFile(cdnDir, next);
    const linksChanged = JSON.stringify(before?.remotes?.[name]?.links ?? []) !== JSON.stringify(declaration.links);
    await prerenderOrWarn({
      cdnDir,
      siteUrl: process.env.KOESTER_SITE_URL ?? localSiteUrl(),
      ...(linksChanged ? {} : { onlyRemotes: [name] }),
    });
    const count = (kind) => `${declaration[kind].length} ${declaration[kind].length === 1 ? kind.slice(0, -1) : kind}`;
    console.log(
      `${name} (release ${release}) published to ${path.relative(ROOT, published) || published} with ${count('routes')} and ${count('links')}; runtime config updated`,
    );
  });
} catch (error) {
  console.error(`deploy of ${name} refused: ${error.message}`);
  process.exit(1);
}
