import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@koester/shared/federation/remote-contract';
import { resetRemote } from './init-federation';
import { isUnavailableModule } from './remote-error-plugin';

/** Thrown when a remote stays unreachable after the retries; the slot's error boundary shows it. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`The ${remote} remote is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Delays between attempts: a remote that is back within ~2 s still loads on first view. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

const loaded = new Map<string, Promise<RemoteRoutesModule>>();
const failed = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && typeof (value as RemoteRoutesModule).default === 'function';
}

async function attempt(remote: string): Promise<RemoteRoutesModule> {
  let module: unknown;
  try {
    module = await loadRemote<unknown>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (isRoutesModule(module)) return module;
  throw new RemoteUnavailableError(remote, isUnavailableModule(module) ? module.error : module);
}

async function loadWithBackoff(remote: string, delays: readonly number[]): Promise<RemoteRoutesModule> {
  for (let i = 0; ; i++) {
    try {
      if (i > 0) resetRemote(remote);
      return await attempt(remote);
    } catch (error) {
      const delay = delays[i];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/**
 * Loads a remote's routes module, retrying with back-off. Success is kept, so
 * preloading on hover makes the later navigation instant; failure is not, so
 * the next call (Retry) tries the network again.
 */
export function loadRemoteRoutes(
  remote: string,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<RemoteRoutesModule> {
  let pending = loaded.get(remote);
  if (!pending) {
    // A failed earlier load leaves state in the runtime; start from a clean registration.
    if (failed.has(remote)) resetRemote(remote);
    pending = loadWithBackoff(remote, delays);
    loaded.set(remote, pending);
    pending.then(
      () => failed.delete(remote),
      () => {
        loaded.delete(remote);
        failed.add(remote);
      },
    );
  }
  return pending;
}
