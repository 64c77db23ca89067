import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import type { Person } from './get-person';
import { usePersonChanges } from './person-changes';

type PersonChange = ApiBody<'patch', '/people/{id}'>;

/** PATCH /people/{id}: the person's details (not their dates or ideas); answers the whole person. */
function updatePerson(id: string, body: PersonChange): Promise<Person> {
  return api.request('patch', '/people/{id}', { params: { id }, body });
}

export function useUpdatePerson(userId: string, id: string) {
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: (body: PersonChange) => updatePerson(id, body),
    onSuccess: (person) => changes.changed(id, () => person),
  });
}
