import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

/** DELETE /wishlists/{id}/items/{itemId}: a gift off the list, with any reservation on it; answers the list. */
function removeItem(id: string, itemId: string): Promise<MyWishlist> {
  return api.request('delete', '/wishlists/{id}/items/{itemId}', { params: { id, itemId } });
}

/** Removes a gift, given its id (useListChanges keeps every view in step). */
export function useRemoveItem(userId: string, id: string) {
  const changes = useListChanges(userId, id);
  return useMutation({ mutationFn: (itemId: string) => changes.change(() => removeItem(id, itemId)) });
}
