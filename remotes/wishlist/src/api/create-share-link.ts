import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ShareLink } from './get-my-wishlist';
import { useListChanges } from './list-changes';

/** POST /wishlists/{id}/share-links: a new link, optionally expiring; answers the link alone. */
function createShareLink(id: string, expiresAt: string | null): Promise<ShareLink> {
  return api.request('post', '/wishlists/{id}/share-links', { params: { id }, body: { expires_at: expiresAt } });
}

/** Makes a link; it is done once the list, fetched again, shows it. */
export function useCreateShareLink(userId: string, id: string) {
  const changes = useListChanges(userId, id);
  return useMutation({
    mutationFn: (expiresAt: string | null) => createShareLink(id, expiresAt),
    onSuccess: () => changes.refetch(),
  });
}
