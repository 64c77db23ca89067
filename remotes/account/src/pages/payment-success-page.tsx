import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PaymentVerification, VerifyingPayment } from '../components/payment-verification';

/**
 * /payment-success (spec §2 "Payment success"): where the payment provider sends a buyer back with
 * ?session_id=… . Without it, or without a signed-in user, it goes to /. Otherwise it verifies the session with the
 * API (spec §7: only the ok status counts) and shows the next steps, or the way to support.
 */
function PaymentSuccess() {
  const { t } = useTranslation('account');
  usePageMeta(t('paymentSuccess.title'), t('paymentSuccess.intro'));
  const [search] = useSearchParams();
  const sessionId = search.get('session_id')?.trim() ?? '';
  const status = useSessionStore((s) => s.status);
  const userId = useSessionStore((s) => s.user?.userId ?? null);
  if (!sessionId || status === 'signed-out') return <Navigate to="/" replace />;
  if (!userId) return <VerifyingPayment />;
  return <PaymentVerification sessionId={sessionId} userId={userId} />;
}

export const PaymentSuccessPage = withQueryClient(PaymentSuccess);
