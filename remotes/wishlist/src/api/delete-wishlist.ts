import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { useListChanges } from './list-changes';

/** DELETE /wishlists/{id}: the list, its items, its links and every reservation on it. */
async function deleteWishlist(id: string): Promise<void> {
  await api.request('delete', '/wishlists/{id}', { params: { id } });
}

/**
 * Deletes the list. It leaves the overview at once; `leave` takes the page away from it, and only then does it leave
 * the cache (the page would otherwise ask for it again and say "not found").
 */
export function useDeleteWishlist(userId: string, id: string, leave: () => Promise<void>) {
  const changes = useListChanges(userId, id);
  return useMutation({
    mutationFn: () => deleteWishlist(id),
    onSuccess: async () => {
      changes.deleted();
      await leave();
      changes.forget();
    },
  });
}
