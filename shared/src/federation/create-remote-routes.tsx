import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteRoutesModule, RemoteRoutesProps } from '@koester/shared/federation/remote-contract';
import { PageLoading, StatusPanel } from '@koester/shared/ui/status-panel';

interface RemoteDefinition {
  /** The remote's federation name. */
  name: string;
  /** The remote's build id (its own __KOESTER_RELEASE__), shown as data-release for diagnostics. */
  release: string;
  /** Route pattern → page. */
  pages: Record<string, ComponentType>;
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
  function RemoteRoutes({ path }: RemoteRoutesProps) {
    const Page = pages[path];
    return (
      <div className="k-remote" data-remote={name} data-release={release}>
        {Page ? (
          <Suspense fallback={<PageLoading />}>
            <Page />
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
