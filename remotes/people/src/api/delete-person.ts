import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { personQuery } from './get-person';
import { peopleQuery, PEOPLE_KEY, type PeopleList } from './list-people';

/** DELETE /people/{id}: the person with their dates, reminders and gift ideas. */
async function deletePerson(id: string): Promise<void> {
  await api.request('delete', '/people/{id}', { params: { id } });
}

/**
 * Removes a person. They leave the list at once; `leave` takes the page away, and only then do they leave the cache
 * (the page would otherwise ask for them again and say "not found").
 */
export function useDeletePerson(userId: string, id: string, leave: () => Promise<void> | void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deletePerson(id),
    onSuccess: async () => {
      client.setQueryData(
        peopleQuery(userId).queryKey,
        (list: PeopleList | undefined) => list && { ...list, people: list.people.filter((person) => person.id !== id) },
      );
      await leave();
      client.removeQueries({ queryKey: personQuery(userId, id).queryKey });
      void client.invalidateQueries({ queryKey: PEOPLE_KEY });
    },
  });
}
