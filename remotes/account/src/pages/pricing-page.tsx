import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /pricing */
export function PricingPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('pricing.title'), t('pricing.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('pricing.title')}</h1>
      <p className="k-lead">{t('pricing.intro')}</p>
    </section>
  );
}
