import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { arrivedPageData, pageDataUsed } from '@koester/shared/data/page-data';
import { queryClient } from '@koester/shared/data/query-client';

/**
 * Gives a remote's pages the page's one query client. Each remote that
 * fetches wraps its own pages: the shell never provides it, because anything
 * the shell imports lands in the first paint of every page, and TanStack
 * Query is not needed there.
 */
function QueryProvider({ children }: { children: ReactNode }) {
  // A page that arrived with its data (data/page-data.ts) hands it to the cache as it first renders, before its
  // queries look: they find what its HTML shows.
  const [arrived] = useState(arrivedPageData);
  useEffect(pageDataUsed, []);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={arrived}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}

/**
 * A page wrapped in the QueryProvider. It keeps the page's `preload` (see
 * lazyPage), which createRemoteRoutes calls to start the current page's chunk
 * early.
 */
export function withQueryClient<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Page.displayName ?? Page.name ?? 'Page'})`;
  const { preload } = Page as { preload?: () => void };
  return preload ? Object.assign(WithQueryClient, { preload }) : WithQueryClient;
}

/** Every page of a remote's route table, wrapped with withQueryClient. */
export function withQueryClientPages(pages: Record<string, ComponentType>): Record<string, ComponentType> {
  return Object.fromEntries(Object.entries(pages).map(([path, Page]) => [path, withQueryClient(Page)]));
}
