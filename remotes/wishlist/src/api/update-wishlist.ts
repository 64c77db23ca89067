import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import type { MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

type WishlistChange = ApiBody<'patch', '/wishlists/{id}'>;

/** PATCH /wishlists/{id}: the name, the description, or whether visitors see reservations; answers the list. */
function updateWishlist(id: string, body: WishlistChange): Promise<MyWishlist> {
  return api.request('patch', '/wishlists/{id}', { params: { id }, body });
}

/** Changes the list's own fields (useListChanges keeps every view in step). */
export function useUpdateWishlist(userId: string, id: string) {
  const changes = useListChanges(userId, id);
  return useMutation({ mutationFn: (body: WishlistChange) => changes.change(() => updateWishlist(id, body)) });
}
