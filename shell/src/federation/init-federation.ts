import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@koester/shared/config/runtime-config';
import { earlyManifestPlugin } from './early-manifest-plugin';
import { remoteErrorPlugin } from './remote-error-plugin';

let manifests: Record<string, string> = {};

/**
 * Registers the remotes of the runtime config with the federation runtime.
 * Nothing is fetched here: a remote's manifest and entry load when one of its
 * routes is shown or preloaded.
 */
export function initFederation(config: RuntimeConfig): void {
  manifests = Object.fromEntries(Object.entries(config.remotes).map(([name, remote]) => [name, remote.manifest]));
  registerPlugins([earlyManifestPlugin(), remoteErrorPlugin()]);
  registerRemotes(Object.entries(manifests).map(([name, entry]) => ({ name, entry })));
}

/**
 * Registers a remote afresh, dropping whatever the runtime kept of a failed
 * attempt, so the next load goes back to the network.
 */
export function resetRemote(name: string): void {
  const entry = manifests[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
