import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { usePersonChanges } from './person-changes';

/** DELETE /people/{id}/dates/{dateId}: the date and its reminders. */
async function removeDate(personId: string, dateId: string): Promise<void> {
  await api.request('delete', '/people/{id}/dates/{dateId}', { params: { id: personId, dateId } });
}

export function useRemoveDate(userId: string, personId: string) {
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: (dateId: string) => removeDate(personId, dateId),
    onSuccess: (_answer, dateId) =>
      changes.changed(personId, (person) => ({ ...person, dates: person.dates.filter((date) => date.id !== dateId) })),
  });
}
