import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /people/:id */
export function PeopleIdPage() {
  const { t } = useTranslation('people');
  usePageMeta(t('peopleId.title'), t('peopleId.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('peopleId.title')}</h1>
      <p className="k-lead">{t('peopleId.intro')}</p>
    </section>
  );
}
