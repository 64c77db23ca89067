import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import type { MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

type NewItem = ApiBody<'post', '/wishlists/{id}/items'>;

/** POST /wishlists/{id}/items: a new gift on the list; answers the list. */
function addItem(id: string, body: NewItem): Promise<MyWishlist> {
  return api.request('post', '/wishlists/{id}/items', { params: { id }, body });
}

/** Adds a gift (useListChanges keeps every view in step). */
export function useAddItem(userId: string, id: string) {
  const changes = useListChanges(userId, id);
  return useMutation({ mutationFn: (body: NewItem) => changes.change(() => addItem(id, body)) });
}
