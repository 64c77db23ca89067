#!/usr/bin/env node
// Builds and publishes ONE remote to its CDN prefix, leaving the shell and the other remotes alone.
//   npm run deploy:remote -- <name> [--cdn-dir <folder>]
// KOESTER_RELEASE names the build (default "local"). The running shell picks the new version up on the
// next page load, because it reads the remote's mf-manifest.json (served no-cache) at run time.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readAppsRegistry } from '../shared/src/build/apps.mjs';
import { publishApp, ROOT } from './lib/publish.mjs';
import { run } from './lib/run.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'cdn-dir': { type: 'string' } },
});
const name = positionals[0];
const remotes = readAppsRegistry().remotes.map((r) => r.name);
if (!name || !remotes.includes(name)) {
  console.error(`usage: npm run deploy:remote -- <${remotes.join('|')}> [--cdn-dir <folder>]`);
  process.exit(2);
}
const cdnDir = path.resolve(ROOT, values['cdn-dir'] ?? process.env.KOESTER_CDN_DIR ?? '.cdn');

await run('npx', ['turbo', 'run', 'build', `--filter=@koester/${name}`, '--output-logs=errors-only']);
const published = await publishApp(name, cdnDir);
console.log(
  `${name} (release ${process.env.KOESTER_RELEASE ?? 'local'}) published to ${path.relative(ROOT, published) || published}`,
);
