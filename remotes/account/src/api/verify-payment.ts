import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@koester/shared/api/api';
import type { ApiResult } from '@koester/shared/api/typed-api';

/** The API's verdict on a checkout session: `ok`, and the plan it paid for. */
type PaymentVerification = ApiResult<'post', '/api/verify-payment'>;

/** POST /api/verify-payment {sessionId, userId} (spec §7): whether the checkout session is a paid one of this user. */
function verifyPayment(sessionId: string, userId: string): Promise<PaymentVerification> {
  return api.request('post', '/api/verify-payment', { body: { sessionId, userId } });
}

/** One verification per user and session. */
function verifyPaymentQuery(sessionId: string, userId: string) {
  return queryOptions({
    queryKey: ['verify-payment', sessionId, { viewer: userId }],
    queryFn: () => verifyPayment(sessionId, userId),
    meta: { userId },
    // One verification per visit: the answer does not go stale while the page is open.
    staleTime: Infinity,
  });
}

/**
 * The verification of the session the payment provider sent the buyer back with. Only `ok: true` counts; the page
 * treats any other answer, and any failure, as not verified.
 */
export function useVerifyPayment(sessionId: string, userId: string) {
  return useQuery(verifyPaymentQuery(sessionId, userId));
}
