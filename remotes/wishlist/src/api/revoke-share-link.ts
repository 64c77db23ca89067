import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { MyWishlist } from './get-my-wishlist';
import { useListChanges } from './list-changes';

/** DELETE /wishlists/{id}/share-links/{token}: friends holding the link can no longer open the list. Answers the list. */
function revokeShareLink(id: string, token: string): Promise<MyWishlist> {
  return api.request('delete', '/wishlists/{id}/share-links/{token}', { params: { id, token } });
}

/** Revokes a link, given its token (useListChanges keeps every view in step). */
export function useRevokeShareLink(userId: string, id: string) {
  const changes = useListChanges(userId, id);
  return useMutation({ mutationFn: (token: string) => changes.change(() => revokeShareLink(id, token)) });
}
