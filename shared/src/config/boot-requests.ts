/**
 * Requests the shell's inline boot script (build/boot-script.ts) started before
 * the shell's JavaScript arrived. Each is handed out once; later requests go to
 * the network as usual.
 */
interface BootRequests {
  config?: Promise<Response>;
  manifests: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __KOESTER_BOOT__?: BootRequests;
  }
}

function bootRequests(): BootRequests | undefined {
  return typeof window === 'undefined' ? undefined : window.__KOESTER_BOOT__;
}

/** The early /runtime-config.json response, if the boot script asked for it. */
export function takeBootConfig(): Promise<Response> | undefined {
  const boot = bootRequests();
  const early = boot?.config;
  if (boot) delete boot.config;
  return early;
}

/** The early response for a remote's manifest URL, if the boot script asked for it. */
export function takeBootManifest(url: string): Promise<Response> | undefined {
  const manifests = bootRequests()?.manifests;
  const early = manifests?.[url];
  if (manifests) delete manifests[url];
  return early;
}
