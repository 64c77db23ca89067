import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { usePersonChanges } from './person-changes';

/** DELETE /people/{id}/gift-ideas/{ideaId}. */
async function removeGiftIdea(personId: string, ideaId: string): Promise<void> {
  await api.request('delete', '/people/{id}/gift-ideas/{ideaId}', { params: { id: personId, ideaId } });
}

export function useRemoveGiftIdea(userId: string, personId: string) {
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: (ideaId: string) => removeGiftIdea(personId, ideaId),
    onSuccess: (_answer, ideaId) =>
      changes.changed(personId, (person) => ({
        ...person,
        gift_ideas: person.gift_ideas.filter((idea) => idea.id !== ideaId),
      })),
  });
}
