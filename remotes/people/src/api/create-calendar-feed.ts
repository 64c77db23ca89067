import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { calendarFeedQuery, type CalendarFeed } from './get-calendar-feed';

/** POST /calendar-feed: a new address; an earlier one stops working. */
function createCalendarFeed(): Promise<CalendarFeed> {
  return api.request('post', '/calendar-feed');
}

/** Makes the calendar address, or a new one in its place. */
export function useCreateCalendarFeed(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) => client.setQueryData(calendarFeedQuery(userId).queryKey, feed),
  });
}
