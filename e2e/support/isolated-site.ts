import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '@koester/build/apps.mjs';
import { freePorts } from '@koester/build/free-port.mjs';
import { PAGES_DIR } from '../../scripts/lib/page-variants.mjs';
import {
  readRuntimeConfigFile,
  runtimeConfigPath,
  writeRuntimeConfigFile,
} from '../../scripts/lib/runtime-config-file.mjs';
import { pagePolicyFrom } from '../../scripts/lib/security-headers.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { E2E_API_URL, E2E_CDN_DIR } from './env';

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The API's path prefix (its stage), under which the site relays requests to the e2e API (`api: 'same-origin'`). */
const API_STAGE = new URL(E2E_API_URL).pathname;

/**
 * Passes a request on to the e2e run's API and its answer back, as it comes (a live event stream included): what a
 * CDN that serves the API under the site's own origin does. The API answers only the names it knows (its Host check):
 * the request goes to it as to localhost.
 */
function relayToApi(req: http.IncomingMessage, res: http.ServerResponse) {
  const target = new URL(E2E_API_URL);
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) res.destroy();
    else res.writeHead(502, { 'Content-Type': 'text/plain' }).end('the API cannot be reached');
  });
  // The page went away (or the site closes): the API's side of the request ends too.
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

/**
 * A private copy of the site (shell + every remote, each on its own free port) for journeys that stop,
 * break or redeploy a remote without disturbing the other tests. It has a CDN folder of its own: the published
 * builds linked in (copied for the apps named in `writable`, which a test may redeploy), a copy of the prerendered
 * pages and a runtime config pointing at its own ports.
 *
 * `api` and `identity` choose the services its pages call:
 * - `'down'`: a loopback port nothing listens on, written into this site's runtime config (every call is refused, as
 *   when the service is down);
 * - `api: 'same-origin'`: the e2e run's API, relayed under this site's own origin (`/prod`). The API answers CORS only
 *   for the e2e site's fixed origins, not for this copy's port, so pages that need its real answers reach it this way.
 * Left out, a service is the e2e run's own, as the e2e site's runtime config names it.
 */
export async function startIsolatedSite(
  options: { writable?: string[]; api?: 'down' | 'same-origin'; identity?: 'down' } = {},
) {
  const names = remoteNames();
  const cdnDir = await mkdtemp(path.join(os.tmpdir(), 'koester-site-'));
  for (const app of ['shell', ...names]) {
    const published = path.join(E2E_CDN_DIR, app);
    if (options.writable?.includes(app)) await cp(published, path.join(cdnDir, app), { recursive: true });
    else await symlink(published, path.join(cdnDir, app), 'dir');
  }
  // The prerendered pages are the whole site's: a deploy to this copy re-renders them here, not in the shared site.
  await cp(path.join(E2E_CDN_DIR, PAGES_DIR), path.join(cdnDir, PAGES_DIR), { recursive: true });
  // Every port this site needs, found at once so that none is handed out twice: one per remote, the shell's, and
  // two that nothing here ever listens on (connections to them are refused: the API or identity service down).
  const found = await freePorts(names.length + 3);
  const ports = Object.fromEntries(names.map((n, i) => [n, found[i]!] as const));
  const [shellPort, deadApiPort, deadIdentityPort] = found.slice(names.length);
  const url = `http://127.0.0.1:${shellPort}`;
  const config = await readRuntimeConfigFile(E2E_CDN_DIR);
  for (const name of names) config.remotes[name].manifest = `http://127.0.0.1:${ports[name]}/mf-manifest.json`;
  if (options.api === 'down') config.apiBaseUrl = `http://127.0.0.1:${deadApiPort}${API_STAGE}`;
  if (options.api === 'same-origin') config.apiBaseUrl = `${url}${API_STAGE}`;
  if (options.identity === 'down') config.identity.userPoolEndpoint = `http://127.0.0.1:${deadIdentityPort}`;
  await writeRuntimeConfigFile(cdnDir, config);

  const failing = new Map<string, number>();
  const servers = new Map<string, http.Server>();
  async function startRemote(name: string) {
    servers.set(
      name,
      await startStaticServer({
        root: path.join(cdnDir, name),
        port: ports[name]!,
        allowedOrigins: [url],
        intercept: (_req, res) => {
          const status = failing.get(name);
          if (!status) return false;
          res.writeHead(status, { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' }).end('unavailable');
          return true;
        },
      }),
    );
  }
  await Promise.all(names.map(startRemote));

  const shell = await startStaticServer({
    root: path.join(cdnDir, 'shell'),
    port: shellPort!,
    runtimeConfigFile: runtimeConfigPath(cdnDir),
    pagePolicy: pagePolicyFrom(runtimeConfigPath(cdnDir), path.join(cdnDir, 'shell/index.html')),
    intercept: (req, res) => {
      const relayed = options.api === 'same-origin' && (req.url ?? '').startsWith(`${API_STAGE}/`);
      if (relayed) relayToApi(req, res);
      return relayed;
    },
  });

  return {
    url,
    /** The API and identity service this site's pages call (its runtime config's). */
    apiBaseUrl: config.apiBaseUrl as string,
    identityEndpoint: config.identity.userPoolEndpoint as string,
    /** This site's CDN folder: what `deploy:remote --cdn-dir` writes to. */
    cdnDir,
    /** Stops a remote's server: its origin refuses connections. */
    async stopRemote(name: string) {
      const server = servers.get(name);
      servers.delete(name);
      if (server) await close(server);
    },
    startRemote,
    /** Makes a remote's server answer every request with an error status (null: serve normally again). */
    failRemote(name: string, status: number | null) {
      if (status) failing.set(name, status);
      else failing.delete(name);
    },
    async close() {
      await Promise.all([...servers.values(), shell].map(close));
      await rm(cdnDir, { recursive: true, force: true });
    },
  };
}

export type IsolatedSite = Awaited<ReturnType<typeof startIsolatedSite>>;
