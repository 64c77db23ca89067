import { useMutation } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiBody } from '@koester/shared/api/typed-api';
import type { GiftIdea } from './get-person';
import { usePersonChanges } from './person-changes';

type GiftIdeaChange = ApiBody<'patch', '/people/{id}/gift-ideas/{ideaId}'>;

/** PATCH /people/{id}/gift-ideas/{ideaId}: the fields sent change. */
function editGiftIdea(personId: string, ideaId: string, body: GiftIdeaChange): Promise<GiftIdea> {
  return api.request('patch', '/people/{id}/gift-ideas/{ideaId}', { params: { id: personId, ideaId }, body });
}

export function useEditGiftIdea(userId: string, personId: string, ideaId: string) {
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: (body: GiftIdeaChange) => editGiftIdea(personId, ideaId, body),
    onSuccess: (idea) =>
      changes.changed(personId, (person) => ({
        ...person,
        gift_ideas: person.gift_ideas.map((each) => (each.id === idea.id ? idea : each)),
      })),
  });
}
