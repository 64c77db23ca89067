import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { FeedbackItem } from './list-feedback';

/** How many candidates the merge dialog offers for a search. */
const CANDIDATE_LIMIT = 8;

/** POST /feedback/{id}/merge (admins): `id` is a duplicate of `into`; the answer is `into` as it is now. */
function mergeFeedback(id: string, into: string): Promise<FeedbackItem> {
  return api.request('post', '/feedback/{id}/merge', { params: { id }, body: { into } });
}

/**
 * Merges a duplicate into another item. Votes, comments, followers and counts change on both, and on every list
 * that shows them: the whole portal's cache is fetched again (merges are rare; correctness beats a refetch). The
 * merge is done once the API says so, not once that refetch is in: waiting for it let the duplicate's own page see
 * itself merged and leave first, so the dialog's caller never heard of its success (no "Merged into" message).
 */
export function useMergeFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, into }: { id: string; into: string }) => mergeFeedback(id, into),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['feedback'] }),
  });
}

/**
 * The items an admin may merge `sourceId` into, found by the portal's own search (accents and hyphens folded), most
 * voted first; the item itself is left out. Items merged already never appear in the portal's lists.
 */
export function useMergeCandidates(sourceId: string, search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['feedback', 'merge-candidates', q.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      api.request('get', '/feedback', { query: { q, sort: 'top', limit: CANDIDATE_LIMIT + 1 }, signal }),
    enabled: q.length >= 2,
    staleTime: 30_000,
    select: (answer) => answer.items.filter((item) => item.id !== sourceId).slice(0, CANDIDATE_LIMIT),
  });
}
