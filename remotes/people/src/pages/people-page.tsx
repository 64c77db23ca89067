import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /people */
export function PeoplePage() {
  const { t } = useTranslation('people');
  usePageMeta(t('people.title'), t('people.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('people.title')}</h1>
      <p className="k-lead">{t('people.intro')}</p>
    </section>
  );
}
