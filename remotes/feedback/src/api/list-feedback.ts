import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import { useSessionStore } from '@koester/shared/session/session-store';
import type { ApiResult, ApiSchemas } from '@koester/shared/api/typed-api';
import { useVoteStore } from '../stores/vote-store';

/** Spec §7, §9: the vote cache is refetched every 5 minutes. */
export const VOTE_CACHE_MS = 5 * 60_000;

/** Spec §7, §9: the portal asks for 100 items. */
export const PORTAL_LIMIT = 100;

/** A feedback item as GET /feedback answers it (types generated from the API's OpenAPI document). */
export type FeedbackItem = ApiSchemas['FeedbackItem'];

export type FeedbackList = ApiResult<'get', '/feedback'>;

/** GET /feedback?limit=100: every filter of the portal works on this one list, in the client. */
export function listFeedback(signal?: AbortSignal): Promise<FeedbackList> {
  return api.request('get', '/feedback', { query: { limit: PORTAL_LIMIT }, signal });
}

/**
 * The portal's list, refetched every 5 minutes while the page is visible and
 * when the visitor returns after it went stale. Its answer depends on who asks
 * (`is_own`), so the viewer is part of the key and sign-out drops that entry.
 * Each fetch stamps the stored vote cache's `lastVoteFetch`.
 */
export function feedbackListQuery(viewerId: string | null) {
  return queryOptions({
    queryKey: ['feedback', 'list', { limit: PORTAL_LIMIT, viewer: viewerId }] as const,
    queryFn: async ({ signal }) => {
      const list = await listFeedback(signal);
      useVoteStore.getState().markVotesFetched(Date.now());
      return list;
    },
    staleTime: VOTE_CACHE_MS,
    refetchInterval: VOTE_CACHE_MS,
    refetchOnWindowFocus: true,
    meta: viewerId ? { userId: viewerId } : {},
  });
}

/** The portal's list for whoever is signed in; waits until the shell has restored the session. */
export function useFeedbackList() {
  const status = useSessionStore((s) => s.status);
  const viewerId = useSessionStore((s) => s.user?.userId ?? null);
  return useQuery({ ...feedbackListQuery(viewerId), enabled: status !== 'unknown' });
}
