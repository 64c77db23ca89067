import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { refetchLists } from './feedback-cache';

/** DELETE /feedback/{id} (admins): the item goes with its votes and comments. */
function deleteFeedback(id: string): Promise<unknown> {
  return api.request('delete', '/feedback/{id}', { params: { id } });
}

/** Deletes an item; it leaves every list at once, and the lists are fetched again. */
export function useDeleteFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFeedback,
    onSuccess: (_answer, id) => {
      client.setQueriesData<{ items: { id: string }[]; total: number }>({ queryKey: ['feedback', 'list'] }, (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== id), total: list.total - 1 } : list,
      );
      client.removeQueries({ queryKey: ['feedback', 'item', id] });
      client.removeQueries({ queryKey: ['feedback', 'comments', id] });
      void refetchLists(client);
    },
  });
}
