import { useQuery } from '@tanstack/react-query';
import { myWishlistsQuery } from '@koester/shared/data/my-wishlists';

/** GET /wishlists: the user's own lists, under the key the wishlist pages and the dashboard share. */
export function useMyWishlists(userId: string) {
  return useQuery(myWishlistsQuery(userId));
}
