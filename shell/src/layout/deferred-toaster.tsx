import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

// react-hot-toast is not needed for the first paint: load the Toaster once the page is up.
// Toasts raised before then wait in the shared store and show as soon as it mounts.
const Toaster = lazy(async () => ({ default: (await import('@koester/shared/toast/toast')).Toaster }));

/** The page's one Toaster, mounted after the first paint. */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    // After load and a short pause, so it never competes with the first remote's chunks.
    // As a transition, so its first render is done in slices.
    const show = () => startTransition(() => setReady(true));
    const mount = () => window.setTimeout(() => idle(show, { timeout: 3000 }), 1500);
    if (document.readyState === 'complete') mount();
    else window.addEventListener('load', mount, { once: true });
    return () => window.removeEventListener('load', mount);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" containerStyle={{ top: 'calc(var(--navbar-height) + 8px)' }} />
    </Suspense>
  );
}
