import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { FeedbackStatus } from '@koester/contract/validation/feedback-rules';
import { refetchLists, storeServerItem } from './feedback-cache';
import type { FeedbackItem } from './list-feedback';

/** PUT /feedback/{id}/status (admins): any status to any other (spec §4), with an optional note to the followers. */
function changeStatus(id: string, status: FeedbackStatus, note: string): Promise<FeedbackItem> {
  return api.request('put', '/feedback/{id}/status', {
    params: { id },
    body: note.trim() ? { status, note } : { status },
  });
}

/**
 * Changes the status; the item shows its new status at once, and the lists
 * are fetched again, since it may now belong to another status filter.
 */
export function useChangeStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note = '' }: { id: string; status: FeedbackStatus; note?: string }) =>
      changeStatus(id, status, note),
    onSuccess: (item) => {
      storeServerItem(client, item);
      void refetchLists(client);
    },
  });
}
