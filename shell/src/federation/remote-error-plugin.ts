import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module the plugin hands back when a remote could not be loaded. */
export const REMOTE_UNAVAILABLE = Symbol.for('koester.remoteUnavailable');

interface UnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export function isUnavailableModule(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;
}

/**
 * Turns every failure to load a remote (manifest, entry script or module
 * factory) into a marker module instead of an exception deep inside the
 * federation runtime, so the shell can show its own message and retry. It
 * imports nothing shared: runtime plugins run before shared modules exist.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'koester-remote-error',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[koester] remote ${id} failed to load (${lifecycle})`, error);
      if (lifecycle === 'onLoad') {
        const marker: UnavailableModule = { [REMOTE_UNAVAILABLE]: true, id, error };
        return marker;
      }
      return undefined;
    },
  };
}
