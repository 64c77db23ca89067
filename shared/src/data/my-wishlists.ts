import { queryOptions } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';

/**
 * GET /wishlists: the signed-in user's own lists, each with its number of gifts and active links (never who
 * reserved what). One key for every remote that shows them (the wishlist pages, the account dashboard), so a list
 * made in one shows in the other at once; the viewer is in it, so another account never sees a cached list.
 */
export function myWishlistsQuery(userId: string) {
  return queryOptions({
    queryKey: ['my-wishlists', { viewer: userId }],
    queryFn: ({ signal }) => api.request('get', '/wishlists', { signal }),
    meta: { userId },
  });
}

/** The key of every user's overview: a change to one of their lists makes it out of date. */
export const MY_WISHLISTS_KEY = ['my-wishlists'] as const;
