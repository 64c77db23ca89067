import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import { MY_WISHLISTS_KEY } from '@koester/shared/data/my-wishlists';
import { myWishlistQuery, type MyWishlist } from './get-my-wishlist';

type NewWishlist = ApiBody<'post', '/wishlists'>;

/** POST /wishlists: a new list of the signed-in user; answers it whole. */
function createWishlist(body: NewWishlist): Promise<MyWishlist> {
  return api.request('post', '/wishlists', { body });
}

/** Makes a list: its page opens on the answer without a fetch, and the overview counts it. */
export function useCreateWishlist(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWishlist,
    onSuccess: (list) => {
      client.setQueryData(myWishlistQuery(userId, list.id).queryKey, list);
      void client.invalidateQueries({ queryKey: MY_WISHLISTS_KEY });
    },
  });
}
