import { Component, lazy, Suspense, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteRoutesModule } from '@koester/shared/federation/remote-contract';
import { resetFailedPages } from '@koester/shared/ui/lazy-page';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';
import { loadRemoteRoutes, RemoteUnavailableError } from './load-remote-routes';
import type { RemoteRoute } from './registry';

type RemoteComponent = LazyExoticComponent<RemoteRoutesModule['default']>;

// One lazy component per remote, so moving between two pages of the same
// remote renders at once instead of suspending again.
const components = new Map<string, RemoteComponent>();

function remoteComponent(remote: string): RemoteComponent {
  let component = components.get(remote);
  if (!component) {
    component = lazy(() =>
      loadRemoteRoutes(remote).catch((error: unknown) => {
        // React.lazy remembers a rejection; forget it so the next view tries again.
        components.delete(remote);
        throw error;
      }),
    );
    components.set(remote, component);
  }
  return component;
}

/** Preloads the remote behind a path (hover or focus on a link); failures stay quiet until it is shown. */
export function preloadRemote(remote: string): void {
  loadRemoteRoutes(remote).catch(() => undefined);
}

/** The remote itself, or one of its page chunks, could not be fetched (as opposed to a page that crashed). */
function isUnavailable(error: Error): boolean {
  return (
    error instanceof RemoteUnavailableError ||
    error.name === 'ChunkLoadError' ||
    /loading (css )?chunk/i.test(error.message)
  );
}

function RemoteFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const unavailable = isUnavailable(error);
  const key = unavailable ? 'remoteUnavailable' : 'pageFailed';
  return (
    <StatusPanel
      role="alert"
      title={t(`${key}.title`)}
      actions={
        <button type="button" className="k-btn k-btn--primary" onClick={onRetry}>
          {t('retry')}
        </button>
      }
    >
      {t(`${key}.body`)}
    </StatusPanel>
  );
}

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or render; the rest of the page keeps working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[koester] remote ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteFailure error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** Mounts one route of a remote: Suspense for loading, an error boundary keyed by route for failures. */
export function RemoteSlot({ remote, path }: Pick<RemoteRoute, 'remote' | 'path'>) {
  const [attempt, setAttempt] = useState(0);
  const RemoteRoutes = remoteComponent(remote);
  const retry = () => {
    resetFailedPages();
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${remote}:${path}:${attempt}`} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <RemoteRoutes path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
