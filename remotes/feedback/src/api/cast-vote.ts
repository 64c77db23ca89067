import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiResult } from '@koester/shared/api/typed-api';
import { currentUserId } from '@koester/shared/session/session-store';
import { nextVote, recount, type Vote } from '../model/vote-transition';
import { useVoteStore } from '../stores/vote-store';
import { storeServerItem, updateCachedItem } from './feedback-cache';

type VoteAnswer = ApiResult<'post', '/feedback/{id}/vote'>;

/** POST /feedback/{id}/vote: the server adds, changes or removes the caller's vote (spec §4). */
function castVote(id: string, upvote: boolean): Promise<VoteAnswer> {
  return api.request('post', '/feedback/{id}/vote', { params: { id }, body: { upvote } });
}

/** Which item, which button, and the caller's vote as the page shows it now. */
interface VoteRequest {
  id: string;
  upvote: boolean;
  current: Vote | null;
}

interface VoteContext {
  /** Who voted: an answer that arrives after they signed out changes nothing. */
  viewer: string | null;
  /** The item's counts and vote before the press, to put back if the server refuses. */
  before: { upvotes: number; downvotes: number; user_vote: Vote | null } | null;
  previous: Vote | null;
}

/**
 * A vote that shows at once: the counts and the caller's vote change before
 * the server answers, are corrected from its answer, and are put back if it
 * refuses (the caller shows the error). Only this item is put back: other
 * votes made meanwhile keep their counts.
 */
export function useCastVote() {
  const client = useQueryClient();
  return useMutation<VoteAnswer, Error, VoteRequest, VoteContext>({
    mutationFn: ({ id, upvote }) => castVote(id, upvote),
    onMutate: async ({ id, upvote, current: previous }) => {
      const viewer = currentUserId();
      // A refetch landing now would overwrite the optimistic counts with older ones. Only answers already shown
      // are cancelled: cancelling a first fetch would leave its page waiting for an answer that never comes.
      await client.cancelQueries({
        queryKey: ['feedback'],
        predicate: (query) => ['list', 'item'].includes(String(query.queryKey[1])) && query.state.data !== undefined,
      });
      const vote = nextVote(previous, upvote);
      useVoteStore.getState().setVote(id, vote);
      const seen: Pick<VoteContext, 'before'> = { before: null };
      updateCachedItem(
        client,
        id,
        (item) => {
          seen.before ??= { upvotes: item.upvotes, downvotes: item.downvotes, user_vote: item.user_vote };
          return { ...recount(item, previous, vote), user_vote: vote };
        },
        viewer,
      );
      return { viewer, before: seen.before, previous };
    },
    onSuccess: ({ item, user_vote }, _request, context) => {
      if (context.viewer !== currentUserId()) return;
      useVoteStore.getState().setVote(item.id, user_vote);
      storeServerItem(client, { ...item, user_vote }, context.viewer);
    },
    onError: (_error, { id }, context) => {
      if (!context || context.viewer !== currentUserId()) return;
      useVoteStore.getState().setVote(id, context.previous);
      const { before } = context;
      if (before) updateCachedItem(client, id, (item) => ({ ...item, ...before }), context.viewer);
    },
  });
}
