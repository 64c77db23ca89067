import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';

export type MyWishlist = ApiSchemas['WishlistDetail'];
export type OwnItem = MyWishlist['items'][number];
export type ShareLink = MyWishlist['share_links'][number];

/** GET /wishlists/{id}: one of the owner's lists with its items, received items and share links. */
function getMyWishlist(id: string, signal?: AbortSignal): Promise<MyWishlist> {
  return api.request('get', '/wishlists/{id}', { params: { id }, signal });
}

/** One of the owner's lists, for that owner (never who reserved what): the viewer is in the key. */
export function myWishlistQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: ['my-wishlist', id, { viewer: userId }],
    queryFn: ({ signal }) => getMyWishlist(id, signal),
    meta: { userId },
  });
}

/** The list the owner's page shows and changes. */
export function useMyWishlist(userId: string, id: string) {
  return useQuery(myWishlistQuery(userId, id));
}
