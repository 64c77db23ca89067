#!/usr/bin/env node
// npm start: builds every app (turbo, cached), publishes the builds to the local CDN folder,
// serves the shell and each remote on its own origin, and runs the API with its seeded demo data,
// per the local run contract in README.md.
//   --no-build   serve what is already built
import { spawn } from 'node:child_process';
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

const apiPort = Number(process.env.KOESTER_API_PORT ?? 4000);
const api = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/server.js')], {
  env: { KOESTER_LOG_LEVEL: 'warn', ...process.env },
  stdio: ['ignore', 'inherit', 'inherit'],
});
api.on('exit', (code) => {
  console.error(`The API stopped (exit ${code}).`);
  process.exit(1);
});
await waitFor(`http://${host}:${apiPort}/prod/health`);
console.log(`  api        http://${host}:${apiPort}/prod (OpenAPI at /prod/openapi.json)`);

console.log(`\nKoester is running. Open http://${host}:${appPort('shell')}\n(Ctrl+C to stop)`);

/** Resolves once the URL answers 200 (the API opens and migrates its database first). */
async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const stop = () => {
  api.removeAllListeners('exit');
  api.kill('SIGTERM');
  for (const server of servers) server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
