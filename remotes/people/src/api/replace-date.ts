import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { DateBody } from './add-date';
import type { ImportantDate } from './get-person';
import { usePersonChanges } from './person-changes';

/** PUT /people/{id}/dates/{dateId}: the date whole, its reminders rescheduled. */
function replaceDate(personId: string, dateId: string, body: DateBody): Promise<ImportantDate> {
  return api.request('put', '/people/{id}/dates/{dateId}', { params: { id: personId, dateId }, body });
}

export function useReplaceDate(userId: string, personId: string, dateId: string) {
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: (body: DateBody) => replaceDate(personId, dateId, body),
    onSuccess: (date) =>
      changes.changed(personId, (person) => ({
        ...person,
        dates: person.dates.map((each) => (each.id === date.id ? date : each)),
      })),
  });
}
