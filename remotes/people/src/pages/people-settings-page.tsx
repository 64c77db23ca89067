import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /people/settings */
export function PeopleSettingsPage() {
  const { t } = useTranslation('people');
  usePageMeta(t('peopleSettings.title'), t('peopleSettings.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('peopleSettings.title')}</h1>
      <p className="k-lead">{t('peopleSettings.intro')}</p>
    </section>
  );
}
