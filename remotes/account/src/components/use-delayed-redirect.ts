import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The history entry the browser is on now: react-router keeps its key in `history.state`. */
function currentEntry() {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null && 'key' in state ? state.key : undefined;
  return { path: window.location.pathname + window.location.search, key: typeof key === 'string' ? key : undefined };
}

/**
 * Goes to `to` after `delayMs` (a success message first, then the next page), or not at all once the user went
 * elsewhere. Unmounting is not enough to cancel it: a link changes the address before the next page is drawn and
 * this one unmounted, and on a busy machine the timer can fire in between. The timer therefore checks the browser's
 * current entry when it fires against the one it was armed on. `to` null arms nothing.
 */
export function useDelayedRedirect(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  const { pathname, search, key } = useLocation();

  useEffect(() => {
    if (to === null) return;
    const armedOn = { path: pathname + search, key };
    const timer = window.setTimeout(() => {
      const now = currentEntry();
      // A jump to an #anchor of this page pushes an entry without a router key: still this page.
      const stayed = now.path === armedOn.path && (now.key === undefined || now.key === armedOn.key);
      if (stayed) void navigate(to);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate, pathname, search, key]);
}
