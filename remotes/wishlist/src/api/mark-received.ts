import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

/** POST /wishlists/{id}/items/{itemId}/received: the owner got the gift; friends no longer see it. Answers the list. */
function markReceived(id: string, itemId: string): Promise<MyWishlist> {
  return api.request('post', '/wishlists/{id}/items/{itemId}/received', { params: { id, itemId } });
}

/** Marks a gift received, given its id (useListChanges keeps every view in step). */
export function useMarkReceived(userId: string, id: string) {
  const changes = useListChanges(userId, id);
  return useMutation({ mutationFn: (itemId: string) => changes.change(() => markReceived(id, itemId)) });
}
