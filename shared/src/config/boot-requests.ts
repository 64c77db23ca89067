/**
 * Requests the shell's inline boot script (build/boot-script.ts) started before
 * the shell's JavaScript arrived. Each is handed out once; later requests go to
 * the network as usual.
 */
export interface BootRequests {
  config?: Promise<Response>;
  manifests: Record<string, Promise<Response> | undefined>;
  /** API GET requests a route declares, started for a visitor who is not signed in; by URL. */
  data?: Record<string, Promise<Response> | undefined>;
  /** Until when (epoch ms) those answers are fresh enough to hand out: they belong to the first page only. */
  dataUntil?: number;
  /** Writes the server's hint that this browser keeps a sign-in (session/signed-in-cookie.mjs), or clears it. */
  rememberSignIn?: (signedIn: boolean) => void;
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

/**
 * The early response for an API request, if the boot script asked for exactly this: a GET with no more than the
 * Accept header (no sign-in, no viewer headers), as the boot script sends it. Once, and only in the first seconds of
 * the page; a failed early request is answered by the network.
 */
export function takeBootData(url: string, init: RequestInit | undefined): Promise<Response> | undefined {
  const boot = bootRequests();
  const data = boot?.data;
  if (data && Date.now() > (boot.dataUntil ?? 0)) {
    for (const key of Object.keys(data)) delete data[key];
  }
  const early = data?.[url];
  if (!early || !data) return undefined;
  const method = (init?.method ?? 'GET').toUpperCase();
  let extraHeader = false;
  new Headers(init?.headers).forEach((_value, name) => (extraHeader ||= name.toLowerCase() !== 'accept'));
  if (method !== 'GET' || init?.body || extraHeader) return undefined;
  delete data[url];
  const answer = early.then(
    (response) => (response.ok ? response : fetch(url, init)),
    () => fetch(url, init),
  );
  // The caller's abort and timeout hold for the early answer too.
  const signal = init?.signal;
  if (!signal) return answer;
  return Promise.race([
    answer,
    new Promise<never>((_resolve, reject) => {
      const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    }),
  ]);
}

/**
 * Tells the server, for the pages asked for next, whether this browser keeps a sign-in: the boot script writes that
 * hint on every page load and knows the cookie; this keeps it right when the session changes in between.
 */
export function rememberSignIn(signedIn: boolean): void {
  bootRequests()?.rememberSignIn?.(signedIn);
}
