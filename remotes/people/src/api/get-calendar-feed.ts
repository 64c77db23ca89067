import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';

export type CalendarFeed = ApiSchemas['CalendarFeed'];

/** GET /calendar-feed: the user's private calendar address, or url null when there is none. */
function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api.request('get', '/calendar-feed', { signal });
}

export function calendarFeedQuery(userId: string) {
  return queryOptions({
    queryKey: ['calendar-feed', { viewer: userId }],
    queryFn: ({ signal }) => getCalendarFeed(signal),
    meta: { userId },
  });
}

export function useCalendarFeed(userId: string) {
  return useQuery(calendarFeedQuery(userId));
}
