import { queryOptions } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';

/**
 * POST /api/verify-payment {sessionId, userId} (spec §7): whether the checkout session is a paid one of this user.
 * Only `ok: true` counts; the page treats any other answer, and any failure, as not verified.
 */
export function verifyPaymentQuery(sessionId: string, userId: string) {
  return queryOptions({
    queryKey: ['verify-payment', sessionId, { viewer: userId }],
    queryFn: () => api.request('post', '/api/verify-payment', { body: { sessionId, userId } }),
    meta: { userId },
    // One verification per visit: the answer does not go stale while the page is open.
    staleTime: Infinity,
  });
}
