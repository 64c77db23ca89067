import { QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';
import { ApiError } from '@koester/shared/api/api-error';
import { useSessionStore, type SessionStatus } from '@koester/shared/session/session-store';

declare module '@tanstack/react-query' {
  interface Register {
    // Every fetcher goes through the shared api client, which turns any failure into an ApiError (spec §8).
    defaultError: ApiError;
    // A query whose answer belongs to one user names that user, so sign-out can drop it (see below).
    queryMeta: { userId?: string };
  }
}

/** Attempts per query: the first one and two retries. */
export const MAX_ATTEMPTS = 3;

/** How long data counts as fresh unless a query says otherwise. */
export const DEFAULT_STALE_MS = 60_000;

/**
 * Retries only what may succeed next time: network failures and server
 * errors. A 4xx (or a client-side CLIENT_ERROR) would fail the same way again,
 * and a 401 has already had its one refresh-and-retry in the api client.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_ATTEMPTS - 1) return false;
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return error.code === 'NETWORK_ERROR';
  return error.status >= 500;
}

/** A query client with the site's defaults (one per page: see queryClient). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        retry: shouldRetry,
        // Public pages change slowly; a query that gains from it opts in (and then refetches only when stale).
        refetchOnWindowFocus: false,
        // Fail with spec §8's network error instead of pausing silently while the browser claims to be offline.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * Fetches the matching queries again after a change the server has made, so
 * the answer shown was asked for after the change. A fetch already under way
 * may have left before it; TanStack Query reuses such a fetch instead of
 * starting over when the query has no data yet (just after sign-in changed
 * the key, for example), so it is cancelled first.
 */
export async function refreshQueries(client: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await client.cancelQueries(filters);
  await client.invalidateQueries(filters);
}

/**
 * Removes from the cache every query that belongs to a user other than the
 * signed-in one (all of them when nobody is signed in). A query belongs to a
 * user when its `meta.userId` is set; its key holds the same id, so the next
 * user's data lands in a fresh entry anyway.
 */
function dropOtherUsersQueries(client: QueryClient, signedInUserId: string | null): void {
  client.removeQueries({
    predicate: (query) => query.meta?.userId !== undefined && query.meta.userId !== signedInUserId,
  });
}

/**
 * Keeps the cache in step with the shared session store: on sign-out (spec
 * §4) or a switch to another user, the previous user's data leaves the cache.
 * While the session is still being restored ("unknown") nothing is dropped.
 * Returns the unsubscribe function.
 */
export function dropQueriesOfSignedOutUsers(client: QueryClient): () => void {
  const apply = (status: SessionStatus, userId: string | null) => {
    if (status !== 'unknown') dropOtherUsersQueries(client, userId);
  };
  const { status, user } = useSessionStore.getState();
  apply(status, user?.userId ?? null);
  return useSessionStore.subscribe((state, previous) => {
    if (state.status === previous.status && state.user?.userId === previous.user?.userId) return;
    apply(state.status, state.user?.userId ?? null);
  });
}

/**
 * The page's one query client. Federation shares `@koester/shared/*` as
 * singletons, so every remote on the page imports this same instance and they
 * share one cache. Only remotes that fetch load this module (and TanStack).
 */
export const queryClient = createQueryClient();

dropQueriesOfSignedOutUsers(queryClient);
