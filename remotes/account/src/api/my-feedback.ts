import { queryOptions } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';

/** GET /feedback?mine=true: the newest `limit` items the signed-in user submitted, anonymous ones included. */
export function myFeedbackQuery(userId: string, limit: number) {
  return queryOptions({
    queryKey: ['my-feedback', { viewer: userId, limit }],
    queryFn: ({ signal }) => api.request('get', '/feedback', { query: { mine: 'true', limit }, signal }),
    meta: { userId },
  });
}
