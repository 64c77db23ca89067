// Build-time and tooling helpers (plain ESM so the Node scripts can use them too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import registry from '../../../apps.json' with { type: 'json' };
import { findRouteConflicts } from './route-conflicts.mjs';
import { parseRouteDeclaration } from './route-declaration.mjs';

/**
 * @typedef {{ name: string, port: number }} RemoteDescriptor
 * @typedef {{ shell: { port: number }, remotes: RemoteDescriptor[] }} AppsRegistry
 * @typedef {import('@koester/contract/routes/route-rules.mjs').RouteDeclaration} RouteDeclaration
 * @typedef {RouteDeclaration & { manifest: string }} RemoteEntry
 */

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The file in a remote's folder that declares its routes and links. */
export const DECLARATION_FILE = 'routes.json';

/** @returns {AppsRegistry} the registry of remotes (apps.json at the repository root): names and local ports */
export function readAppsRegistry() {
  return registry;
}

/** @returns {string[]} the names of the registered remotes */
export function remoteNames() {
  return registry.remotes.map((r) => r.name);
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

/**
 * Reads and checks the route declaration in a folder (a remote's source folder or its published build).
 * @param {string} dir
 * @param {string} name the remote's name, for messages
 * @param {{ exposes?: readonly string[] }} [options] the modules the remote exposes, when known (see
 *   parseRouteDeclaration)
 * @returns {RouteDeclaration}
 */
export function readRouteDeclaration(dir, name, options = {}) {
  const file = path.join(dir, DECLARATION_FILE);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${path.relative(process.cwd(), file) || file} is missing: remote "${name}" declares no routes`);
  }
  let json;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
  return parseRouteDeclaration(json, name, options);
}

/** Fixed identity settings of the local run (the local Cognito-compatible service). */
export const LOCAL_IDENTITY = {
  region: 'eu-west-1',
  userPoolId: 'eu-west-1_Koester1',
  userPoolClientId: 'koester0local0web0client01',
};

/**
 * The payment provider's price ids for a local run: KOESTER_PRICE_ID_PRO_MONTHLY … KOESTER_PRICE_ID_PREMIUM_YEARLY,
 * else local placeholders (no checkout runs locally).
 * @param {Record<string, string | undefined>} env
 */
function localPriceIds(env = process.env) {
  /** @param {string} plan */
  const ids = (plan) =>
    Object.fromEntries(
      ['monthly', 'yearly'].map((interval) => [
        interval,
        env[`KOESTER_PRICE_ID_${plan.toUpperCase()}_${interval.toUpperCase()}`] ?? `price_local_${plan}_${interval}`,
      ]),
    );
  return { pro: ids('pro'), premium: ids('premium') };
}

/**
 * The manifest URL of a remote in a local run.
 * @param {string} name
 * @param {Record<string, string | undefined>} [env]
 */
export function localManifestUrl(name, env = process.env) {
  return `http://${env.KOESTER_HOST ?? 'localhost'}:${appPort(name, env)}/mf-manifest.json`;
}

/**
 * The site's address in a local run (what the shell is served on), for the prerendered pages' canonical links.
 * @param {Record<string, string | undefined>} [env]
 */
export function localSiteUrl(env = process.env) {
  return `http://${env.KOESTER_HOST ?? 'localhost'}:${appPort('shell', env)}`;
}

/**
 * Adds (or replaces) remotes in a runtime config, refusing any path another remote already claims.
 * @template {{ remotes: Record<string, RemoteEntry> }} T
 * @param {T} config
 * @param {Record<string, RemoteEntry>} entries
 * @returns {T}
 */
export function withRemotes(config, entries) {
  // The newcomers last, so each message names the remote that already serves the path first.
  const others = Object.entries(config.remotes).filter(([name]) => !(name in entries));
  const conflicts = findRouteConflicts({ ...Object.fromEntries(others), ...entries });
  if (conflicts.length) {
    throw new Error(`two remotes would serve the same address:\n  - ${conflicts.join('\n  - ')}`);
  }
  return { ...config, remotes: { ...config.remotes, ...entries } };
}

/**
 * The runtime config of a local run, every URL following the port variables, each remote with its declaration
 * (read from `declarationDir(name)`: by default the remote's source folder, as the dev servers need).
 * @param {Record<string, string | undefined>} [env]
 * @param {(name: string) => string} [declarationDir]
 */
export function localRuntimeConfig(
  env = process.env,
  declarationDir = (name) => path.join(REPOSITORY_ROOT, 'remotes', name),
) {
  const host = env.KOESTER_HOST ?? 'localhost';
  const apiPort = Number(env.KOESTER_API_PORT ?? 4000);
  const identityPort = Number(env.KOESTER_IDENTITY_PORT ?? 9229);
  const base = {
    environment: 'development',
    apiBaseUrl: env.KOESTER_API_URL ?? `http://${host}:${apiPort}/prod`,
    /** @type {Record<string, RemoteEntry>} */
    remotes: {},
    identity: {
      ...LOCAL_IDENTITY,
      userPoolEndpoint: env.KOESTER_IDENTITY_URL ?? `http://${host}:${identityPort}`,
    },
    payments: { priceIds: localPriceIds(env) },
  };
  return withRemotes(
    base,
    Object.fromEntries(
      remoteNames().map((name) => [
        name,
        { manifest: localManifestUrl(name, env), ...readRouteDeclaration(declarationDir(name), name) },
      ]),
    ),
  );
}
