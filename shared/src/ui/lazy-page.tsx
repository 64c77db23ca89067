import { use, type ComponentType } from 'react';
import { forgetFailedShares } from '../federation/failed-shares';

const failedPages = new Set<() => void>();

/**
 * Forgets every page chunk that failed to load, so the next render loads it
 * again. The shell calls this from a remote's Retry button.
 */
export function resetFailedPages(): void {
  for (const reset of failedPages) reset();
  failedPages.clear();
}

/**
 * Like React.lazy, but a failed chunk load is forgotten by resetFailedPages():
 * a remote that comes back then works without a full page reload. The loader
 * resolves to the component itself, so pages keep named exports.
 */
type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts loading the page's chunk now, ahead of its first render. */
  preload(): void;
};

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;

  function start(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // Keep the rejection until a retry, so the error boundary sees it.
        forgetFailedShares();
        failedPages.add(() => {
          loading = undefined;
        });
        throw error;
      },
    );
    return loading;
  }

  function LazyPage(props: P) {
    const Page = loaded ?? use(start());
    return <Page {...props} />;
  }
  LazyPage.preload = () => {
    // A failure here is kept for the render, which shows it through the error boundary.
    start().catch(() => undefined);
  };
  return LazyPage;
}
