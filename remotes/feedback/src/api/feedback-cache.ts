import type { QueryClient } from '@tanstack/react-query';
import type { FeedbackItem, FeedbackList } from './list-feedback';

/** Every cached list of the portal, and every cached item page. */
const LISTS = { queryKey: ['feedback', 'list'] };
const ITEMS = { queryKey: ['feedback', 'item'] };

/** What updateCachedItem replaced, to put back if the server refuses. */
export type CacheSnapshot = Array<[readonly unknown[], unknown]>;

/**
 * Changes one item wherever the page shows it (every list view and its item
 * page), at once; returns what was there before.
 */
export function updateCachedItem(
  client: QueryClient,
  id: string,
  change: (item: FeedbackItem) => FeedbackItem,
): CacheSnapshot {
  const snapshot: CacheSnapshot = [
    ...client.getQueriesData<FeedbackList>(LISTS),
    ...client.getQueriesData<FeedbackItem>(ITEMS),
  ];
  client.setQueriesData<FeedbackList>(LISTS, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === id ? change(item) : item)) } : list,
  );
  client.setQueriesData<FeedbackItem>(ITEMS, (item) => (item?.id === id ? change(item) : item));
  return snapshot;
}

/** Puts back what updateCachedItem replaced. */
export function restoreCache(client: QueryClient, snapshot: CacheSnapshot): void {
  for (const [key, data] of snapshot) client.setQueryData(key, data);
}

/** The item as the server answered it, wherever the page shows it. */
export function storeServerItem(client: QueryClient, item: FeedbackItem): void {
  updateCachedItem(client, item.id, () => item);
}

/** After a submission or a deletion: every list and the portal's emptiness are fetched again. */
export function refetchLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey: [scope, kind] }) => scope === 'feedback' && (kind === 'list' || kind === 'any'),
  });
}
