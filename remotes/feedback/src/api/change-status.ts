import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { FeedbackStatus } from '@koester/contract/validation/feedback-rules';
import { refetchLists, storeServerItem } from './feedback-cache';
import type { FeedbackItem } from './list-feedback';

/** PUT /feedback/{id}/status (admins): any status to any other (spec §4). */
function changeStatus(id: string, status: FeedbackStatus): Promise<FeedbackItem> {
  return api.request('put', '/feedback/{id}/status', { params: { id }, body: { status } });
}

/**
 * Changes the status; the item shows its new status at once, and the lists
 * are fetched again, since it may now belong to another status filter.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: FeedbackStatus }) => changeStatus(id, status),
    onSuccess: (item) => {
      storeServerItem(client, item);
      void refetchLists(client);
    },
  });
}
