import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /about */
export function AboutPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('about.title'), t('about.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('about.title')}</h1>
      <p className="k-lead">{t('about.intro')}</p>
    </section>
  );
}
