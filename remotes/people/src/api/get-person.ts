import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';
import { PEOPLE_KEY } from './list-people';

export type Person = ApiSchemas['Person'];
export type ImportantDate = ApiSchemas['ImportantDate'];
export type GiftIdea = ApiSchemas['GiftIdea'];

/** GET /people/{id}: one of the user's people with their dates and gift ideas; anyone else's is a 404. */
function getPerson(id: string, signal?: AbortSignal): Promise<Person> {
  return api.request('get', '/people/{id}', { params: { id }, signal });
}

export function personQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: [...PEOPLE_KEY, 'person', id, { viewer: userId }],
    queryFn: ({ signal }) => getPerson(id, signal),
    meta: { userId },
  });
}

/** The person /people/:id shows and changes. */
export function usePerson(userId: string, id: string) {
  return useQuery(personQuery(userId, id));
}
