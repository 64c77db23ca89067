import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import type { ImportantDate } from './get-person';
import { usePersonChanges } from './person-changes';

export type DateBody = ApiBody<'post', '/people/{id}/dates'>;

/** POST /people/{id}/dates: a new important date with its reminders (without lead_days: the user's default). */
function addDate(personId: string, body: DateBody): Promise<ImportantDate> {
  return api.request('post', '/people/{id}/dates', { params: { id: personId }, body });
}

/** Adds a date to a person: the new-person page (their birthday) and the person's page use it. */
export function useAddDate(userId: string) {
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: ({ personId, body }: { personId: string; body: DateBody }) => addDate(personId, body),
    onSuccess: (date, { personId }) =>
      changes.changed(personId, (person) => ({ ...person, dates: [...person.dates, date] })),
  });
}
