import type { ComponentType } from 'react';

/** The parts of a federation runtime instance (`ModuleFederation` of @module-federation/runtime-core) used here. */
interface FederationInstance {
  name: string;
  options: { remotes: { name: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
  registerRemotes(remotes: { name: string; entry: string }[]): void;
}

/** The shell's federation name (its rsbuild config's `name`): the page's host whenever the shell is there. */
const SHELL = 'shell';

/**
 * The federation instance that loads the page's remotes. Every runtime on a page (the shell's, and in development
 * each remote's own copy) keeps its instances in one global registry, `__FEDERATION__.__INSTANCES__`
 * (@module-federation/runtime-core, global.ts). The shell's instance knows every remote of the runtime config (it
 * registered them) and carries its error and early-manifest plugins; a card asks it, as the shell asks it for a
 * remote's pages. A remote cannot use its own `loadRemote` from '@module-federation/enhanced/runtime': in
 * production remotes run on the shell's runtime (`externalRuntime`) and are built without remote loading
 * (`disableRemote`), so their own copy is either absent or an instance that knows no other remote. Alone
 * (`npm run dev` in a remote) there is no shell: the remote's own instance, the first on the page, is the host.
 */
function pageFederation(): FederationInstance | undefined {
  const registry = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__;
  const instances = registry?.__INSTANCES__ ?? [];
  return instances.find((instance) => instance.name === SHELL) ?? instances[0];
}

/** A card that could not be loaded: the runtime is missing, the remote is unreachable, or the module is no card. */
export class CardUnavailableError extends Error {
  constructor(
    readonly card: string,
    cause?: unknown,
  ) {
    super(`The card ${card} could not be loaded`, { cause });
    this.name = 'CardUnavailableError';
  }
}

function isComponent(value: unknown): value is ComponentType {
  // A function component, or what memo/forwardRef/lazy make (objects React knows by their $$typeof).
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/**
 * Loads a declared card, `<remote>/<module without ./>`, and answers its default export. The remote is registered
 * first when the host does not know it yet (a remote running alone knows no other); the shell's instance knows them
 * all. The shell's error plugin answers a marker object instead of throwing when a remote cannot be loaded, so
 * anything but a component counts as a failure.
 */
export async function loadCard(remote: string, module: string, manifest: string): Promise<ComponentType> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const host = pageFederation();
  if (!host) throw new CardUnavailableError(id, new Error('no federation runtime on this page'));
  let loaded: unknown;
  try {
    if (!host.options.remotes.some((known) => known.name === remote))
      host.registerRemotes([{ name: remote, entry: manifest }]);
    loaded = await host.loadRemote<unknown>(id);
  } catch (error) {
    throw new CardUnavailableError(id, error);
  }
  const component = typeof loaded === 'object' && loaded !== null ? (loaded as { default?: unknown }).default : null;
  if (isComponent(component)) return component;
  throw new CardUnavailableError(id, loaded);
}
