let loaded = false;
const listeners = new Set<() => void>();

/** Called once by the toast module when it first loads: something on the page may raise a toast from now on. */
export function announceToasts(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/**
 * Calls `listener` once the toast module has loaded (at once if it already has), so that the shell mounts its
 * Toaster only on pages that can raise a toast. Returns a function that stops waiting.
 */
export function whenToastsLoad(listener: () => void): () => void {
  if (loaded) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
