#!/usr/bin/env node
// npm start: builds every app (turbo, cached), publishes the builds to the local CDN folder and
// serves the shell and each remote on its own origin, per the local run contract in README.md.
//   --no-build   serve what is already built
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appPort, localRuntimeConfig, readAppsRegistry } from '../shared/src/build/apps.mjs';
import { publishApp, ROOT } from './lib/publish.mjs';
import { run } from './lib/run.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const cdnDir = path.resolve(ROOT, process.env.KOESTER_CDN_DIR ?? '.cdn');
const host = process.env.KOESTER_HOST ?? 'localhost';
const registry = readAppsRegistry();
const apps = ['shell', ...registry.remotes.map((r) => r.name)];

if (!values['no-build']) await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);

const servers = [];
for (const name of apps) {
  const root = await publishApp(name, cdnDir);
  const port = appPort(name);
  // The runtime config is deploy-time data, generated here from the environment; never bundled.
  servers.push(await startStaticServer({ root, port, runtimeConfig: () => localRuntimeConfig() }));
  console.log(`  ${name.padEnd(10)} http://${host}:${port}${name === 'shell' ? '' : '/mf-manifest.json'}`);
}

console.log(`\nKoester is running. Open http://${host}:${appPort('shell')}\n(Ctrl+C to stop)`);

const stop = () => {
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
