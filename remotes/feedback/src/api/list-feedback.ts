import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiResult, ApiSchemas } from '@koester/shared/api/typed-api';
import { useViewer } from '@koester/shared/session/session-store';
import { DEFAULT_VIEW, type ListView } from '../model/list-view';
import { sortItems } from '../model/sort-items';
import { useVoteStore } from '../stores/vote-store';

/** Spec §7, §9: the vote cache is refetched every 5 minutes. */
export const VOTE_CACHE_MS = 5 * 60_000;

/** Spec §7, §9: the portal asks for 100 items. */
export const PORTAL_LIMIT = 100;

/** A feedback item as the API answers it (types generated from the API's OpenAPI document). */
export type FeedbackItem = ApiSchemas['FeedbackItem'];

export type FeedbackList = ApiResult<'get', '/feedback'>;

/**
 * The query of a view: filters and search run on the server, so they reach beyond the first 100 items. The viewer's
 * own slices (mine) are asked only when someone is signed in: a visitor's list is everyone's.
 */
export function listQuery(view: ListView, signedIn = true) {
  const q = view.q.trim();
  return {
    limit: PORTAL_LIMIT,
    sort: view.sort,
    ...(view.type === 'all' ? {} : { type: view.type }),
    ...(view.status === 'all' ? {} : { status: view.status }),
    ...(q ? { q } : {}),
    ...(view.mine !== 'all' && signedIn ? { mine: view.mine } : {}),
  };
}

/** GET /feedback for one view of the portal. */
function listFeedback(view: ListView, signedIn: boolean, signal?: AbortSignal): Promise<FeedbackList> {
  return api.request('get', '/feedback', { query: listQuery(view, signedIn), signal });
}

/**
 * One view of the portal's list, refetched every 5 minutes while the page is
 * visible and when the visitor returns after it went stale. The answer depends
 * on who asks (`is_own`, `user_vote`), so the viewer is part of the key and
 * sign-out drops that entry. Each fetch brings the stored votes up to date
 * with the server's and stamps `lastVoteFetch` (spec §3).
 */
export function feedbackListQuery(view: ListView, viewerId: string | null) {
  return queryOptions({
    queryKey: ['feedback', 'list', { ...listQuery(view, viewerId !== null), viewer: viewerId }] as const,
    queryFn: async ({ signal }) => {
      const answer = await listFeedback(view, viewerId !== null, signal);
      // Sorted here (spec §7) as well as by the server, once per fetch: an item keeps its place while it is voted on.
      const list = { ...answer, items: sortItems(answer.items, view.sort) };
      if (viewerId) useVoteStore.getState().syncVotes(viewerId, list.items);
      useVoteStore.getState().markVotesFetched(Date.now());
      return list;
    },
    staleTime: VOTE_CACHE_MS,
    refetchInterval: VOTE_CACHE_MS,
    refetchOnWindowFocus: true,
    // While another filter loads, the previous list stays on screen (dimmed) instead of a spinner.
    placeholderData: keepPreviousData,
    meta: viewerId ? { userId: viewerId } : {},
  });
}

/** The portal's list in one view, for whoever is signed in; waits until the shell has restored the session. */
export function useFeedbackList(view: ListView) {
  const { ready, viewerId } = useViewer();
  return useQuery({ ...feedbackListQuery(view, viewerId), enabled: ready });
}

/**
 * Whether the portal holds any feedback at all: asked only when a filtered view
 * came back empty, to tell 'No feedback yet' from 'No results found' (spec §2).
 */
export function usePortalIsEmpty(ask: boolean) {
  const everything: ListView = { ...DEFAULT_VIEW, status: 'all' };
  return useQuery({
    queryKey: ['feedback', 'any'] as const,
    queryFn: ({ signal }) =>
      api
        .request('get', '/feedback', { query: { ...listQuery(everything), limit: 1 }, signal })
        .then((list) => list.total === 0),
    enabled: ask,
  });
}
