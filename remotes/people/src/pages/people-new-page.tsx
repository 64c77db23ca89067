import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /people/new */
export function PeopleNewPage() {
  const { t } = useTranslation('people');
  usePageMeta(t('peopleNew.title'), t('peopleNew.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('peopleNew.title')}</h1>
      <p className="k-lead">{t('peopleNew.intro')}</p>
    </section>
  );
}
