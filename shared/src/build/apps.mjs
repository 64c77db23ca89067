// Build-time and tooling helpers (plain ESM so the Node scripts can use them too).
import registry from '../../../apps.json' with { type: 'json' };

/**
 * @typedef {{ name: string, port: number, routes: string[] }} RemoteDescriptor
 * @typedef {{ shell: { port: number }, remotes: RemoteDescriptor[] }} AppsRegistry
 */

/** @returns {AppsRegistry} the shell's registry of remotes (apps.json at the repository root) */
export function readAppsRegistry() {
  return registry;
}

/**
 * The port an app serves on locally: KOESTER_<NAME>_PORT, else the registry's default.
 * @param {string} name
 * @param {Record<string, string | undefined>} [env]
 * @returns {number}
 */
export function appPort(name, env = process.env) {
  const fromEnv = env[`KOESTER_${name.toUpperCase()}_PORT`];
  if (fromEnv) return Number(fromEnv);
  if (name === 'shell') return registry.shell.port;
  const remote = registry.remotes.find((r) => r.name === name);
  if (!remote) throw new Error(`unknown app ${name}`);
  return remote.port;
}

/** Fixed identity settings of the local run (the local Cognito-compatible service). */
export const LOCAL_IDENTITY = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_Koester1',
  userPoolClientId: 'koester0local0web0client01',
};

/**
 * The runtime config of a local run, every URL following the port variables.
 * @param {Record<string, string | undefined>} [env]
 */
export function localRuntimeConfig(env = process.env) {
  const host = env.KOESTER_HOST ?? 'localhost';
  const apiPort = Number(env.KOESTER_API_PORT ?? 4000);
  const identityPort = Number(env.KOESTER_IDENTITY_PORT ?? 9229);
  return {
    environment: 'development',
    apiBaseUrl: env.KOESTER_API_URL ?? `http://${host}:${apiPort}/prod`,
    remotes: Object.fromEntries(
      registry.remotes.map((r) => [r.name, `http://${host}:${appPort(r.name, env)}/mf-manifest.json`]),
    ),
    identity: {
      ...LOCAL_IDENTITY,
      userPoolEndpoint: env.KOESTER_IDENTITY_URL ?? `http://${host}:${identityPort}`,
    },
    admin: { emails: ['admin@koester.test'], userIds: [] },
  };
}
