import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';

export type PeopleList = ApiSchemas['PeopleList'];
export type PersonSummary = PeopleList['people'][number];

/** The key of every query about the user's people: a change to one person makes them all out of date. */
export const PEOPLE_KEY = ['people'] as const;

/** GET /people: the user's people, soonest date first, with the plan's limit (null: no limit). */
function listPeople(signal?: AbortSignal): Promise<PeopleList> {
  return api.request('get', '/people', { signal });
}

/** The user's people; the viewer is in the key, so another account never sees a cached list. */
export function peopleQuery(userId: string) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, 'list', { viewer: userId }],
    queryFn: ({ signal }) => listPeople(signal),
    meta: { userId },
  });
}

/** The list /people shows and the new-person page checks the limit against. */
export function usePeople(userId: string) {
  return useQuery(peopleQuery(userId));
}
