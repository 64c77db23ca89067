import type { Query, QueryClient } from '@tanstack/react-query';
import { currentUserId } from '@koester/shared/session/session-store';
import type { FeedbackItem, FeedbackList } from './list-feedback';

/** The viewer a cached answer was fetched for: the last part of every portal key is `{…, viewer}`. */
function viewerOf(query: Query): string | null | undefined {
  const last = query.queryKey[query.queryKey.length - 1] as { viewer?: string | null } | undefined;
  return typeof last === 'object' && last !== null ? last.viewer : undefined;
}

/** The portal's cached answers of one kind (list, item, comments), for one viewer or for everyone else. */
function portalQueries(kind: 'list' | 'item' | 'comments', viewer: string | null, mine: boolean) {
  return {
    queryKey: ['feedback', kind],
    predicate: (query: Query) => (viewerOf(query) === viewer) === mine,
  };
}

/**
 * Changes one item in the viewer's own cached answers (every list view and
 * its item page), at once. Answers fetched for someone else (a visitor before
 * signing in, or the previous user) are only marked stale: they carry
 * per-viewer flags (`is_own`, `user_vote`) that must never take this viewer's
 * values, and are fetched again if they are shown.
 */
export function updateCachedItem(
  client: QueryClient,
  id: string,
  change: (item: FeedbackItem) => FeedbackItem,
  viewer: string | null = currentUserId(),
): void {
  client.setQueriesData<FeedbackList>(portalQueries('list', viewer, true), (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === id ? change(item) : item)) } : list,
  );
  client.setQueriesData<FeedbackItem>(portalQueries('item', viewer, true), (item) =>
    item?.id === id ? change(item) : item,
  );
  markOthersStale(client, viewer);
}

/** Other viewers' cached answers are out of date after a change: fetched again when next shown. */
function markOthersStale(client: QueryClient, viewer: string | null): void {
  for (const kind of ['list', 'item', 'comments'] as const) {
    void client.invalidateQueries({ ...portalQueries(kind, viewer, false), refetchType: 'none' });
  }
}

/** The item as the server answered it to the viewer, wherever the viewer's page shows it. */
export function storeServerItem(client: QueryClient, item: FeedbackItem, viewer?: string | null): void {
  updateCachedItem(client, item.id, () => item, viewer);
}

/** After a submission or a deletion: every list and the portal's emptiness are fetched again. */
export function refetchLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey: [scope, kind] }) => scope === 'feedback' && (kind === 'list' || kind === 'any'),
  });
}
