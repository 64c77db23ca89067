import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { remoteNames } from '../../shared/src/build/apps.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { PAGES_DIR } from '../../scripts/lib/page-variants.mjs';
import {
  readRuntimeConfigFile,
  runtimeConfigPath,
  writeRuntimeConfigFile,
} from '../../scripts/lib/runtime-config-file.mjs';
import { pagePolicyFrom } from '../../scripts/lib/security-headers.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { E2E_CDN_DIR } from './env';

function close(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * A private copy of the site (shell + every remote, each on its own free port) for journeys that stop,
 * break or redeploy a remote without disturbing the other tests. It has a CDN folder of its own: the published
 * builds linked in (copied for the apps named in `writable`, which a test may redeploy), a copy of the prerendered
 * pages and a runtime config pointing at its own ports.
 */
export async function startIsolatedSite(options: { writable?: string[] } = {}) {
  const names = remoteNames();
  const cdnDir = await mkdtemp(path.join(os.tmpdir(), 'koester-site-'));
  for (const app of ['shell', ...names]) {
    const published = path.join(E2E_CDN_DIR, app);
    if (options.writable?.includes(app)) await cp(published, path.join(cdnDir, app), { recursive: true });
    else await symlink(published, path.join(cdnDir, app), 'dir');
  }
  // The prerendered pages are the whole site's: a deploy to this copy re-renders them here, not in the shared site.
  await cp(path.join(E2E_CDN_DIR, PAGES_DIR), path.join(cdnDir, PAGES_DIR), { recursive: true });
  const ports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await freePort()] as const)));
  const shellPort = await freePort();
  const url = `http://127.0.0.1:${shellPort}`;
  const config = await readRuntimeConfigFile(E2E_CDN_DIR);
  for (const name of names) config.remotes[name].manifest = `http://127.0.0.1:${ports[name]}/mf-manifest.json`;
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
    port: shellPort,
    runtimeConfigFile: runtimeConfigPath(cdnDir),
    pagePolicy: pagePolicyFrom(runtimeConfigPath(cdnDir), path.join(cdnDir, 'shell/index.html')),
  });

  return {
    url,
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
