// Serves the production build on ports of its own (PORT_BASE for the shell, then one per remote),
// with the API and identity service, for the benchmarks: `npm start --no-build` with other ports.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames } from '@koester/build/apps.mjs';
import { ROOT } from './publish.mjs';
import { readRuntimeConfigFile } from './runtime-config-file.mjs';

/** `extraEnv` reaches the servers too (e.g. the benchmark-only feedback seed). */
export async function startBenchSite(portBase, extraEnv = {}) {
  const remotes = remoteNames();
  const cdn = path.join(ROOT, `.cdn-bench-${portBase}`);
  const env = {
    ...process.env,
    KOESTER_CDN_DIR: cdn,
    KOESTER_SHELL_PORT: String(portBase),
    KOESTER_API_PORT: String(portBase + 90),
    KOESTER_IDENTITY_PORT: String(portBase + 91),
    KOESTER_API_DATA_DIR: path.join(cdn, 'data/api'),
    KOESTER_IDENTITY_DATA_DIR: path.join(cdn, 'data/identity'),
    ...extraEnv,
  };
  remotes.forEach((name, i) => (env[`KOESTER_${name.toUpperCase()}_PORT`] = String(portBase + 1 + i)));
  const server = spawn('node', ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => String(d).includes('Koester is running') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const runtimeConfig = await readRuntimeConfigFile(cdn);
  /** Port → app name, for reading request URLs. */
  const portToApp = new Map([[portBase, 'shell'], ...remotes.map((name, i) => [portBase + 1 + i, name])]);
  return {
    url: `http://localhost:${portBase}`,
    /** The CDN folder the site is published to. */
    cdnDir: cdn,
    remotes,
    portToApp,
    /** The remote that declares a path, as the served runtime config says. */
    remoteServing: (pathname) =>
      Object.keys(runtimeConfig.remotes).find((name) =>
        runtimeConfig.remotes[name].routes.some((route) => route.path === pathname),
      ),
    async stop() {
      server.kill();
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
      await rm(cdn, { recursive: true, force: true });
    },
  };
}
