import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiQuery, ApiSchemas } from '@koester/shared/api/typed-api';

export type UpcomingDate = ApiSchemas['UpcomingDate'];
type UpcomingQuery = ApiQuery<'get', '/people/upcoming'>;

/** What the dashboard's card asks for: at most five dates of the next 30 days. */
export const CARD_WINDOW = { days: 30, limit: 5 } as const satisfies UpcomingQuery;

/** GET /people/upcoming: the dates of the user's people that come round within `days`, soonest first. */
function getUpcoming(query: UpcomingQuery, signal?: AbortSignal): Promise<UpcomingDate[]> {
  return api.request('get', '/people/upcoming', { query, signal }).then((answer) => answer.upcoming);
}

/**
 * The user's coming dates. Under the `people` key, so a change to a person or a date anywhere in this remote (which
 * refreshes `['people']`) brings the dashboard's card up to date too; the viewer is in it, so another account never
 * sees a cached list.
 */
function upcomingQuery(userId: string, query: UpcomingQuery = CARD_WINDOW) {
  return queryOptions({
    queryKey: ['people', 'upcoming', query, { viewer: userId }],
    queryFn: ({ signal }) => getUpcoming(query, signal),
    meta: { userId },
  });
}

/** The coming dates the dashboard's card lists. */
export function useUpcoming(userId: string) {
  return useQuery(upcomingQuery(userId));
}
