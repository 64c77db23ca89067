import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** / */
export function HomePage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('home.title'), t('home.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('home.title')}</h1>
      <p className="k-lead">{t('home.intro')}</p>
    </section>
  );
}
