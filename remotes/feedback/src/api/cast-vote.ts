import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiResult } from '@koester/shared/api/typed-api';
import { nextVote, recount, type Vote } from '../model/vote-transition';
import { useVoteStore } from '../stores/vote-store';
import { restoreCache, storeServerItem, updateCachedItem, type CacheSnapshot } from './feedback-cache';

export type VoteAnswer = ApiResult<'post', '/feedback/{id}/vote'>;

/** POST /feedback/{id}/vote: the server adds, changes or removes the caller's vote (spec §4). */
export function castVote(id: string, upvote: boolean): Promise<VoteAnswer> {
  return api.request('post', '/feedback/{id}/vote', { params: { id }, body: { upvote } });
}

/** Which item, which button, and the caller's vote as the page shows it now. */
export interface VoteRequest {
  id: string;
  upvote: boolean;
  current: Vote | null;
}

interface VoteContext {
  snapshot: CacheSnapshot;
  previous: Vote | null;
}

/**
 * A vote that shows at once: the counts and the caller's vote change before
 * the server answers, are corrected from its answer, and are put back if it
 * refuses (the caller shows the error).
 */
export function useCastVote() {
  const client = useQueryClient();
  return useMutation<VoteAnswer, Error, VoteRequest, VoteContext>({
    mutationFn: ({ id, upvote }) => castVote(id, upvote),
    onMutate: async ({ id, upvote, current: previous }) => {
      // A list refetch landing now would overwrite the optimistic counts with older ones.
      await Promise.all([
        client.cancelQueries({ queryKey: ['feedback', 'list'] }),
        client.cancelQueries({ queryKey: ['feedback', 'item'] }),
      ]);
      const vote = nextVote(previous, upvote);
      useVoteStore.getState().setVote(id, vote);
      const snapshot = updateCachedItem(client, id, (item) => ({ ...recount(item, previous, vote), user_vote: vote }));
      return { snapshot, previous };
    },
    onSuccess: ({ item, user_vote }) => {
      useVoteStore.getState().setVote(item.id, user_vote);
      storeServerItem(client, { ...item, user_vote });
    },
    onError: (_error, { id }, context) => {
      if (!context) return;
      useVoteStore.getState().setVote(id, context.previous);
      restoreCache(client, context.snapshot);
    },
  });
}
