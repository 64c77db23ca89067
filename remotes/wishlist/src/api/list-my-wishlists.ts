import { useQuery } from '@tanstack/react-query';
import type { ApiResult } from '@koester/shared/api/typed-api';
import { myWishlistsQuery } from '@koester/shared/data/my-wishlists';

export type MyWishlistSummary = ApiResult<'get', '/wishlists'>[number];

/**
 * GET /wishlists: the owner's lists with their counts. The query is the shared package's, which the account
 * dashboard shows too: a list made here is there at once.
 */
export function useMyWishlists(userId: string) {
  return useQuery(myWishlistsQuery(userId));
}
