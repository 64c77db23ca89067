import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** __ROUTE__ */
export function TemplatePage() {
  const { t } = useTranslation('__NAME__');
  usePageMeta(t('__KEY__.title'), t('__KEY__.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('__KEY__.title')}</h1>
      <p className="k-lead">{t('__KEY__.intro')}</p>
    </section>
  );
}
