import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';
import { PEOPLE_KEY } from './list-people';

export type UpcomingDate = ApiSchemas['UpcomingDate'];

/** How far ahead /people looks, and how many dates it shows at most. */
export const UPCOMING_DAYS = 30;
const UPCOMING_LIMIT = 50;

/** GET /people/upcoming: the dates of the user's people within `days` days (in their time zone), soonest first. */
function listUpcoming(days: number, signal?: AbortSignal): Promise<UpcomingDate[]> {
  return api
    .request('get', '/people/upcoming', { query: { days, limit: UPCOMING_LIMIT }, signal })
    .then((answer) => answer.upcoming);
}

function upcomingQuery(userId: string, days = UPCOMING_DAYS) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, 'upcoming', { days, viewer: userId }],
    queryFn: ({ signal }) => listUpcoming(days, signal),
    meta: { userId },
  });
}

/** What comes round in the next 30 days: the strip at the top of /people. */
export function useUpcoming(userId: string) {
  return useQuery(upcomingQuery(userId));
}
