import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { whenToastsLoad } from '@koester/shared/toast/toast-signal';

const Toaster = lazy(async () => ({ default: (await import('@koester/shared/toast/toast')).Toaster }));

/**
 * The page's one Toaster, mounted once something on the page has loaded the toast module (a remote's page that
 * raises toasts, or the shell's sign-out): react-hot-toast is not fetched by a page that never shows a toast, such
 * as the home page. Toasts raised before it mounts wait in the store and show as soon as it does.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);
  // As a transition, so its first render is done in slices.
  useEffect(() => whenToastsLoad(() => startTransition(() => setReady(true))), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" containerStyle={{ top: 'calc(var(--navbar-height) + 8px)' }} />
    </Suspense>
  );
}
