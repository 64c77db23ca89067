import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /payment-success */
export function PaymentSuccessPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('paymentSuccess.title'), t('paymentSuccess.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('paymentSuccess.title')}</h1>
      <p className="k-lead">{t('paymentSuccess.intro')}</p>
    </section>
  );
}
