import { useQueryClient } from '@tanstack/react-query';
import { personQuery, type Person } from './get-person';
import { PEOPLE_KEY } from './list-people';

/**
 * Keeps every view of a person in step after a change (each write's hook uses it): the answer goes into the person
 * shown at once, then every people query is marked out of date, so the list, the coming dates and the person's
 * dates (whose next occurrence only the API computes) are fetched again where they show.
 */
export function usePersonChanges(userId: string) {
  const client = useQueryClient();
  return {
    changed(personId: string, change?: (person: Person) => Person) {
      if (change) client.setQueryData(personQuery(userId, personId).queryKey, (person) => person && change(person));
      void client.invalidateQueries({ queryKey: PEOPLE_KEY });
    },
  };
}
