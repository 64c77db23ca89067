import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import type { GiftIdea } from './get-person';
import { usePersonChanges } from './person-changes';

type NewGiftIdea = ApiBody<'post', '/people/{id}/gift-ideas'>;

/** POST /people/{id}/gift-ideas: an idea for a present. */
function addGiftIdea(personId: string, body: NewGiftIdea): Promise<GiftIdea> {
  return api.request('post', '/people/{id}/gift-ideas', { params: { id: personId }, body });
}

export function useAddGiftIdea(userId: string, personId: string) {
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: (body: NewGiftIdea) => addGiftIdea(personId, body),
    onSuccess: (idea) =>
      changes.changed(personId, (person) => ({ ...person, gift_ideas: [...person.gift_ideas, idea] })),
  });
}
