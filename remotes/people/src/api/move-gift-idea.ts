import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';
import { MY_WISHLISTS_KEY } from '@koester/shared/data/my-wishlists';
import { usePersonChanges } from './person-changes';

type MovedGiftIdea = ApiSchemas['MovedGiftIdea'];

/** POST /people/{id}/gift-ideas/{ideaId}/move: the idea becomes a gift on one of the user's own wishlists. */
function moveGiftIdea(personId: string, ideaId: string, wishlistId: string): Promise<MovedGiftIdea> {
  return api.request('post', '/people/{id}/gift-ideas/{ideaId}/move', {
    params: { id: personId, ideaId },
    body: { wishlist_id: wishlistId },
  });
}

/** Moves an idea: it leaves the person, and the wishlists' counts (shared with the wishlist pages) are out of date. */
export function useMoveGiftIdea(userId: string, personId: string) {
  const client = useQueryClient();
  const changes = usePersonChanges(userId);
  return useMutation({
    mutationFn: ({ ideaId, wishlistId }: { ideaId: string; wishlistId: string }) =>
      moveGiftIdea(personId, ideaId, wishlistId),
    onSuccess: (_moved, { ideaId }) => {
      changes.changed(personId, (person) => ({
        ...person,
        gift_ideas: person.gift_ideas.filter((idea) => idea.id !== ideaId),
      }));
      void client.invalidateQueries({ queryKey: MY_WISHLISTS_KEY });
    },
  });
}
