import { use, type ComponentType } from 'react';

/**
 * Like React.lazy, but a failed chunk load is not remembered: the next render
 * (after the error boundary's retry) loads the chunk again, so a remote that
 * comes back works without a full page reload. The loader resolves to the
 * component itself, so pages keep named exports.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;

  function start(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function LazyPage(props: P) {
    const Page = loaded ?? use(start());
    return <Page {...props} />;
  }
  return LazyPage;
}
