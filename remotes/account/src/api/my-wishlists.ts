import { useQuery } from '@tanstack/react-query';
import { myWishlistsQuery } from '@koester/shared/data/my-wishlists';

/** The signed-in user's own wishlists (GET /wishlists), under the key the wishlist pages share. */
export function useMyWishlists(userId: string) {
  return useQuery(myWishlistsQuery(userId));
}
