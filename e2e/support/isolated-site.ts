import type http from 'node:http';
import path from 'node:path';
import { localRuntimeConfig, readAppsRegistry } from '../../shared/src/build/apps.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
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
 * break or redeploy a remote without disturbing the other tests. It serves the published builds.
 */
export async function startIsolatedSite(options: { roots?: Record<string, string> } = {}) {
  const names = readAppsRegistry().remotes.map((r) => r.name);
  const ports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await freePort()] as const)));
  const failing = new Map<string, number>();
  const servers = new Map<string, http.Server>();
  const rootOf = (name: string) => options.roots?.[name] ?? path.join(E2E_CDN_DIR, name);

  async function startRemote(name: string) {
    servers.set(
      name,
      await startStaticServer({
        root: rootOf(name),
        port: ports[name]!,
        host: '127.0.0.1',
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

  const shellPort = await freePort();
  const runtimeConfig = () => ({
    ...localRuntimeConfig(),
    remotes: Object.fromEntries(names.map((n) => [n, `http://127.0.0.1:${ports[n]}/mf-manifest.json`])),
  });
  const shell = await startStaticServer({
    root: path.join(E2E_CDN_DIR, 'shell'),
    port: shellPort,
    host: '127.0.0.1',
    runtimeConfig,
  });

  return {
    url: `http://127.0.0.1:${shellPort}`,
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
    },
  };
}

export type IsolatedSite = Awaited<ReturnType<typeof startIsolatedSite>>;
