import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteRoutesModule, RemoteRoutesProps } from '@koester/shared/federation/remote-contract';
import { matchPattern } from '@koester/contract/routes/route-pattern.mjs';
import { lazyNamespaces } from '@koester/shared/i18n/i18n';
import { LiveArea } from '@koester/shared/ui/live-area';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';

interface RemoteDefinition {
  /** The remote's federation name. */
  name: string;
  /** The remote's build id (its own __KOESTER_RELEASE__), shown as data-release for diagnostics. */
  release: string;
  /** Route pattern → page. */
  pages: Record<string, ComponentType>;
}

/**
 * Renders its children once the texts of every lazily loaded namespace are in, in the language in use: it suspends
 * until then, inside the page's boundary (while hydrating, React keeps the prerendered HTML meanwhile).
 */
function TextsLoaded({ children }: { children: ReactNode }) {
  useTranslation(lazyNamespaces(), { useSuspense: true });
  return children;
}

function UnknownRoute({ path }: RemoteRoutesProps) {
  const { t } = useTranslation('common');
  return <StatusPanel title={t('pageFailed.title')}>{path}</StatusPanel>;
}

/**
 * Builds a remote's exposed routes module: one component that renders the
 * page for the registry route the shell matched, plus the list of patterns.
 */
export function createRemoteRoutes({ name, release, pages }: RemoteDefinition): RemoteRoutesModule {
  // The first page this remote shows is most likely the one in the address bar: start its chunk now,
  // while the shell is still wiring the remote in, instead of at its first render.
  if (typeof window !== 'undefined') {
    const first = matchPattern(Object.keys(pages), window.location.pathname);
    (first ? (pages[first] as { preload?: () => void }) : undefined)?.preload?.();
  }

  function RemoteRoutes({ path }: RemoteRoutesProps) {
    const Page = pages[path];
    return (
      <div className="k-remote" data-remote={name} data-release={release}>
        {Page ? (
          <Suspense fallback={<PageLoading />}>
            {/* In the page's own boundary: its controls come alive when the page's code has taken it over. */}
            <LiveArea>
              <TextsLoaded>
                <Page />
              </TextsLoaded>
            </LiveArea>
          </Suspense>
        ) : (
          <UnknownRoute path={path} />
        )}
      </div>
    );
  }
  RemoteRoutes.displayName = `${name}Routes`;
  return { default: RemoteRoutes, paths: Object.keys(pages) };
}
