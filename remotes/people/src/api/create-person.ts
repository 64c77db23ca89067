import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import { personQuery, type Person } from './get-person';
import { PEOPLE_KEY } from './list-people';

type NewPerson = ApiBody<'post', '/people'>;

/** POST /people: a new person; the free plan's limit answers 403 PLAN_LIMIT_REACHED. */
function createPerson(body: NewPerson): Promise<Person> {
  return api.request('post', '/people', { body });
}

/** Adds a person: their page opens on the answer without a fetch, and the list counts them. */
export function useCreatePerson(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPerson,
    onSuccess: (person) => {
      client.setQueryData(personQuery(userId, person.id).queryKey, person);
      void client.invalidateQueries({ queryKey: PEOPLE_KEY });
    },
  });
}
