import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { updateCachedItem } from './feedback-cache';

/** PUT (follow) or DELETE (stop) /feedback/{id}/follow, signed in. */
function setFollowing(id: string, following: boolean): Promise<{ following: boolean }> {
  const options = { params: { id } };
  return following
    ? api.request('put', '/feedback/{id}/follow', options)
    : api.request('delete', '/feedback/{id}/follow', options);
}

/**
 * Follows or stops following an item: the button shows the server's answer wherever the viewer's pages show the
 * item; the "Following" slice of the list is fetched again when next shown.
 */
export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, following }: { id: string; following: boolean }) => setFollowing(id, following),
    onSuccess: ({ following }, { id }) => {
      updateCachedItem(client, id, (item) => ({ ...item, following }));
      void client.invalidateQueries({ queryKey: ['feedback', 'list'], refetchType: 'none' });
    },
  });
}
