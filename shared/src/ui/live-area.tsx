import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Whether this part of the page is React's: false while prerendering and while React takes prerendered HTML over
 * (hydration uses the server value), true from then on, and at once in a page the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Holds a part of the page whose controls only work once React runs it. In prerendered HTML its buttons and fields
 * are disabled (a fieldset's `disabled`) until that part is hydrated: nothing typed or clicked before then is lost
 * when React takes the HTML over, and links, which need no script, still work. It adds no box and no role.
 */
export function LiveArea({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <fieldset className="k-live" role="none" disabled={!live}>
      {children}
    </fieldset>
  );
}

/**
 * Whether every part of the page is React's by now. While a part of a prerendered page is still being taken over,
 * a change that reaches into it (another language) would make React throw that part away and render it again.
 */
export function pageIsLive(): boolean {
  return typeof document === 'undefined' || document.querySelector('fieldset.k-live:disabled') === null;
}
