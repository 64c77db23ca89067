import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { calendarFeedQuery } from './get-calendar-feed';

/** DELETE /calendar-feed: the address stops working; calendar apps keep what they last fetched. */
async function revokeCalendarFeed(): Promise<void> {
  await api.request('delete', '/calendar-feed');
}

export function useRevokeCalendarFeed(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => client.setQueryData(calendarFeedQuery(userId).queryKey, { url: null, created_at: null }),
  });
}
