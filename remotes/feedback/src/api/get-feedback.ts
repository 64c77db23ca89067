import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { useViewer } from '@koester/shared/session/session-store';
import { useVoteStore } from '../stores/vote-store';
import { VOTE_CACHE_MS, type FeedbackItem } from './list-feedback';

/** GET /feedback/{id}: one item, for its own page. */
export function getFeedback(id: string, signal?: AbortSignal): Promise<FeedbackItem> {
  return api.request('get', '/feedback/{id}', { params: { id }, signal });
}

/** One item as the viewer sees it (their vote, whether it is theirs); a 404 is not retried. */
function feedbackItemQuery(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['feedback', 'item', id, { viewer: viewerId }] as const,
    queryFn: async ({ signal }) => {
      const item = await getFeedback(id, signal);
      if (viewerId) useVoteStore.getState().syncVotes(viewerId, [item]);
      return item;
    },
    staleTime: VOTE_CACHE_MS,
    meta: viewerId ? { userId: viewerId } : {},
  });
}

/** The item of an item page, once the session is known. */
export function useFeedbackItem(id: string) {
  const { ready, viewerId } = useViewer();
  return useQuery({ ...feedbackItemQuery(id, viewerId), enabled: ready });
}
