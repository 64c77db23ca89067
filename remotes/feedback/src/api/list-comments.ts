import { queryOptions, useQuery } from '@tanstack/react-query';
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
