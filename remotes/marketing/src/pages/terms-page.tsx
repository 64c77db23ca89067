import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /terms */
export function TermsPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('terms.title'), t('terms.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('terms.title')}</h1>
      <p className="k-lead">{t('terms.intro')}</p>
    </section>
  );
}
