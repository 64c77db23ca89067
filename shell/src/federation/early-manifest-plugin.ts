import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeBootManifest } from '@koester/shared/config/boot-requests';

/**
 * Hands the federation runtime the manifest the inline boot script already
 * requested for the first page (boot-script.ts), once. A failed or missing
 * early answer is asked for again.
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'koester-early-manifest',
    fetch(url, init) {
      const early = takeBootManifest(url);
      if (!early) return undefined;
      const ask = () => fetch(url, init);
      return early.then((response) => (response.ok ? response : ask()), ask);
    },
  };
}
