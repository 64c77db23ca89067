import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiResult, ApiSchemas } from '@koester/shared/api/typed-api';
import { useViewer } from '@koester/shared/session/session-store';
import { viewerHeaders } from './viewer-headers';

type SharedWishlist = ApiResult<'get', '/public/wishlists/{shareToken}'>;
export type SharedItem = ApiSchemas['SharedItem'];

/** GET /public/wishlists/{shareToken}: the list as this viewer may see it (410 when the link expired). */
function getSharedWishlist(shareToken: string, signal?: AbortSignal): Promise<SharedWishlist> {
  return api.request('get', '/public/wishlists/{shareToken}', {
    params: { shareToken },
    headers: viewerHeaders(),
    signal,
  });
}

/** Every shared list this page holds, for every viewer. */
export const SHARED_LISTS_KEY = ['wishlist', 'shared'] as const;

/** The shared list behind one link, for every viewer. */
export const sharedListKey = (shareToken: string) => [...SHARED_LISTS_KEY, shareToken] as const;

/**
 * The shared list for one viewer: who reserved what depends on who asks, so
 * the viewer is in the key and sign-out drops the entry. It is fetched again
 * when the visitor comes back to the tab (the fallback when the live stream
 * is unavailable) and after every reservation.
 */
function sharedWishlistQuery(shareToken: string, viewerId: string | null) {
  return queryOptions({
    queryKey: [...sharedListKey(shareToken), { viewer: viewerId }] as const,
    queryFn: ({ signal }) => getSharedWishlist(shareToken, signal),
    staleTime: 30_000,
    // Always on return to the tab: when the live stream is down this is how other visitors' reservations arrive.
    refetchOnWindowFocus: 'always',
    // Signing in changes the key (the viewer): the list stays on screen while the viewer's own arrives.
    placeholderData: keepPreviousData,
    meta: viewerId ? { userId: viewerId } : {},
  });
}

/** The shared list behind a link, once the session is known. */
export function useSharedWishlist(shareToken: string) {
  const { ready, viewerId } = useViewer();
  return useQuery({ ...sharedWishlistQuery(shareToken, viewerId), enabled: ready });
}
