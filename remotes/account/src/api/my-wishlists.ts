import { queryOptions } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';

/** GET /wishlists: the signed-in user's own lists, each with its number of gifts (never who reserved what). */
export function myWishlistsQuery(userId: string) {
  return queryOptions({
    queryKey: ['my-wishlists', { viewer: userId }],
    queryFn: ({ signal }) => api.request('get', '/wishlists', { signal }),
    meta: { userId },
  });
}
