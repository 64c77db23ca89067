#!/usr/bin/env node
// npm start: builds every app (turbo, cached), publishes the builds to the local CDN folder, prerenders the public
// pages in every language, serves the shell and each remote on its own origin, and runs the API and the identity service with
// their seeded demo data, and the mail catcher that keeps what they send,
// per the local run contract in README.md.
//   --no-build   serve what is already built
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appPort, localRuntimeConfig, localSiteUrl, remoteNames } from '@koester/build/apps.mjs';
import { allowedHosts } from './lib/allowed-hosts.mjs';
import { prerenderOrWarn } from './lib/prerender.mjs';
import { publishApp, ROOT } from './lib/publish.mjs';
import { createRequestRenderer } from './lib/render-on-request.mjs';
import { run } from './lib/run.mjs';
import { checkSiteEnvironment } from '@koester/server/site-environment.mjs';
import { runtimeConfigPath, withDeployLock, writeRuntimeConfigFile } from './lib/runtime-config-file.mjs';
import { pagePolicyFrom } from './lib/security-headers.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const env = checkSiteEnvironment();
const siteUrl = env.KOESTER_SITE_URL ?? localSiteUrl();
const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const cdnDir = path.resolve(ROOT, process.env.KOESTER_CDN_DIR ?? '.cdn');
const host = process.env.KOESTER_HOST ?? 'localhost';
const apps = ['shell', ...remoteNames()];

if (!values['no-build']) await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);

// Deploy everything: each app to its CDN folder, then the runtime config (deploy-time data, never bundled)
// from the environment and the route declarations the remotes' builds carry. Two remotes claiming one
// address stop the start here, with the paths named.
// The pages are then rendered to HTML from what was just published.
await withDeployLock(cdnDir, async () => {
  for (const name of apps) await publishApp(name, cdnDir);
  await writeRuntimeConfigFile(
    cdnDir,
    localRuntimeConfig(process.env, (name) => path.join(cdnDir, name)),
  );
  await prerenderOrWarn({ cdnDir, siteUrl });
}).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

// Loopback only, unless KOESTER_LISTEN_HOST widens it (a container sets 0.0.0.0). Each server answers only the
// names it goes by (KOESTER_HOST, KOESTER_ALLOWED_HOSTS and loopback's). The remotes' files may be read by the
// shell's pages only.
const listenHost = process.env.KOESTER_LISTEN_HOST ?? '127.0.0.1';
const shellPort = appPort('shell');
const shellOrigins = [
  ...new Set([`http://${host}:${shellPort}`, `http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`]),
];
// The pages of routes that ask for it (renderOnRequest) are sent rendered with their data; off with
// KOESTER_RENDER_ON_REQUEST=0 (they then arrive with a placeholder and ask the API themselves).
const renderer =
  env.KOESTER_RENDER_ON_REQUEST === '0'
    ? undefined
    : createRequestRenderer({
        cdnDir,
        siteUrl,
        timeoutMs: env.KOESTER_RENDER_TIMEOUT_MS ?? 1500,
      });
const servers = [];
for (const name of apps) {
  const port = appPort(name);
  const root = path.join(cdnDir, name);
  const shell = name === 'shell';
  servers.push(
    await startStaticServer({
      root,
      port,
      host: listenHost,
      allowedHosts: allowedHosts(port),
      ...(shell
        ? {
            runtimeConfigFile: runtimeConfigPath(cdnDir),
            pagePolicy: pagePolicyFrom(runtimeConfigPath(cdnDir), path.join(root, 'index.html')),
            renderer,
          }
        : { allowedOrigins: shellOrigins }),
    }),
  );
  console.log(`  ${name.padEnd(10)} http://${host}:${port}${name === 'shell' ? '' : '/mf-manifest.json'}`);
}

const apiPort = env.KOESTER_API_PORT ?? 4000;
const identityPort = env.KOESTER_IDENTITY_PORT ?? 9229;
const mailPort = env.KOESTER_MAILCATCHER_HTTP_PORT ?? 8025;
const smtpPort = env.KOESTER_MAILCATCHER_SMTP_PORT ?? 1025;
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
// Whatever ends this process ends the services too: none is left holding its port.
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
// The identity service's admin key of this run (unless one is given): the API deletes a deleted account's user-pool
// account with it, as it does with an IAM key against Amazon Cognito.
const adminKey = {
  id: process.env.KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID ?? `KOESTERLOCAL${randomBytes(4).toString('hex').toUpperCase()}`,
  secret: process.env.KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY ?? randomBytes(24).toString('base64url'),
};
// The services open (and migrate) their databases first; all start together.
const services = [
  startService('mail catcher', 'services/mailcatcher/dist/server.js', `http://${host}:${mailPort}/health/ready`),
  startService('identity', 'services/identity/dist/server.js', `http://${host}:${identityPort}/health/ready`),
  startService('api', 'services/api/dist/server.js', `http://${host}:${apiPort}/prod/health/ready`),
];
await Promise.all(services.map((service) => service.ready));
console.log(`  api        http://${host}:${apiPort}/prod (OpenAPI at /prod/openapi.json)`);
console.log(`  identity   http://${host}:${identityPort} (dev mailbox at /_local/mailbox/{email})`);
console.log(`  mail       http://${host}:${mailPort}/messages (SMTP ${host}:${smtpPort})`);

/** Runs a service's bundle as a child process; the whole run stops if it dies. */
function startService(name, entry, healthUrl) {
  const child = spawn(process.execPath, [path.join(ROOT, entry)], {
    // npm start is the local run: the identity service's dev mailbox and the API's settable clock are switched on
    // here, and nowhere by default; the API's mail goes to the local mail catcher.
    env: {
      KOESTER_LOG_LEVEL: 'warn',
      KOESTER_IDENTITY_DEV_MAILBOX: 'true',
      KOESTER_DEV_CLOCK: 'true',
      KOESTER_SMTP_URL: `smtp://${host}:${smtpPort}`,
      KOESTER_IDENTITY_ADMIN_ACCESS_KEY_ID: adminKey.id,
      KOESTER_IDENTITY_ADMIN_SECRET_ACCESS_KEY: adminKey.secret,
      KOESTER_COGNITO_ADMIN_ACCESS_KEY_ID: adminKey.id,
      KOESTER_COGNITO_ADMIN_SECRET_ACCESS_KEY: adminKey.secret,
      // One variable widens every server of the local run (a container sets 0.0.0.0).
      ...(listenHost !== '127.0.0.1'
        ? {
            KOESTER_API_LISTEN: listenHost,
            KOESTER_IDENTITY_LISTEN: listenHost,
            KOESTER_MAILCATCHER_LISTEN: listenHost,
          }
        : {}),
      ...process.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    console.error(`The ${name} service stopped (exit ${code}).`);
    process.exit(1);
  });
  children.push(child);
  return { child, ready: waitFor(healthUrl) };
}

await renderer?.prepare();
console.log(`\nKoester is running. Open http://${host}:${appPort('shell')}\n(Ctrl+C to stop)`);

/** Resolves once the URL answers 200. */
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
  for (const child of children) child.removeAllListeners('exit');
  for (const server of servers) server.close();
  void Promise.race([renderer?.close(), new Promise((resolve) => setTimeout(resolve, 2000))]).then(() =>
    process.exit(0),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
