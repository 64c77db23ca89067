import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiResult } from '@koester/shared/api/typed-api';

/** A page of the user's own feedback: the items and how many there are in all. */
type MyFeedback = ApiResult<'get', '/feedback'>;

/** GET /feedback?mine=true: the newest `limit` items the signed-in user submitted, anonymous ones included. */
function getMyFeedback(limit: number, signal?: AbortSignal): Promise<MyFeedback> {
  return api.request('get', '/feedback', { query: { mine: 'true', limit }, signal });
}

/** The user's own items, per user: sign-out drops them from the cache. */
function myFeedbackQuery(userId: string, limit: number) {
  return queryOptions({
    queryKey: ['my-feedback', { viewer: userId, limit }],
    queryFn: ({ signal }) => getMyFeedback(limit, signal),
    meta: { userId },
  });
}

/** The newest `limit` items the signed-in user submitted, for the dashboard. */
export function useMyFeedback(userId: string, limit: number) {
  return useQuery(myFeedbackQuery(userId, limit));
}
