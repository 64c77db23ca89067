import { useQuery } from '@tanstack/react-query';
import type { ApiResult } from '@koester/shared/api/typed-api';
import { myWishlistsQuery } from '@koester/shared/data/my-wishlists';

export type MyWishlistSummary = ApiResult<'get', '/wishlists'>[number];

/** GET /wishlists: the user's own lists, under the key the wishlist pages and the dashboard share. */
export function useMyWishlists(userId: string) {
  return useQuery(myWishlistsQuery(userId));
}
