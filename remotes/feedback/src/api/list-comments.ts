import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiSchemas } from '@koester/shared/api/typed-api';
import { useViewer } from '@koester/shared/session/session-store';

/** A comment as the API answers it. */
export type FeedbackComment = ApiSchemas['Comment'];

/** GET /feedback/{id}/comments, oldest first. */
function listComments(id: string, signal?: AbortSignal): Promise<FeedbackComment[]> {
  return api.request('get', '/feedback/{id}/comments', { params: { id }, signal });
}

/** An item's comments as the viewer sees them (`is_own` depends on who asks). */
export function commentsQuery(id: string, viewerId: string | null) {
  return queryOptions({
    queryKey: ['feedback', 'comments', id, { viewer: viewerId }] as const,
    queryFn: ({ signal }) => listComments(id, signal),
    meta: viewerId ? { userId: viewerId } : {},
  });
}

/** The comments of one item, once the session is known. */
export function useComments(id: string) {
  const { ready, viewerId } = useViewer();
  return useQuery({ ...commentsQuery(id, viewerId), enabled: ready });
}

/**
 * Asks for an item's comments as soon as the session is known, before the thread that shows them has loaded: an item
 * page otherwise asks for the item, then the thread's code, then the comments, one after another (a signed-in
 * visitor's page has no early requests). Nothing is asked again while the cached comments are fresh.
 */
export function usePrefetchComments(id: string): void {
  const { ready, viewerId } = useViewer();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (ready) void queryClient.prefetchQuery(commentsQuery(id, viewerId));
  }, [queryClient, ready, id, viewerId]);
}
