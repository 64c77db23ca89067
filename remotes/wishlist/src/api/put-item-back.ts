import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

/** DELETE /wishlists/{id}/items/{itemId}/received: a received gift back on the list. Answers the list. */
function putItemBack(id: string, itemId: string): Promise<MyWishlist> {
  return api.request('delete', '/wishlists/{id}/items/{itemId}/received', { params: { id, itemId } });
}

/** Puts a received gift back, given its id (useListChanges keeps every view in step). */
export function usePutItemBack(userId: string, id: string) {
  const changes = useListChanges(userId, id);
  return useMutation({ mutationFn: (itemId: string) => changes.change(() => putItemBack(id, itemId)) });
}
