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
      // A follow can end a stop of all portal mail, which makes every followed item followed again: the other items
      // are asked again when next shown; this one now, in case an answer from before the follow was still coming.
      void client.invalidateQueries({ queryKey: ['feedback', 'item'], refetchType: 'none' });
      void client.invalidateQueries({ queryKey: ['feedback', 'item', id] });
    },
  });
}
