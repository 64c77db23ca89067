import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import type { MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

type ItemChange = ApiBody<'patch', '/wishlists/{id}/items/{itemId}'>;

/** PATCH /wishlists/{id}/items/{itemId}: a gift's fields; answers the list. */
function editItem(id: string, itemId: string, body: ItemChange): Promise<MyWishlist> {
  return api.request('patch', '/wishlists/{id}/items/{itemId}', { params: { id, itemId }, body });
}

/** Changes one gift (useListChanges keeps every view in step). */
export function useEditItem(userId: string, id: string, itemId: string) {
  const changes = useListChanges(userId, id);
  return useMutation({ mutationFn: (body: ItemChange) => changes.change(() => editItem(id, itemId, body)) });
}
