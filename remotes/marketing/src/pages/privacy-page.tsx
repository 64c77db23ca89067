import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /privacy */
export function PrivacyPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('privacy.title'), t('privacy.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('privacy.title')}</h1>
      <p className="k-lead">{t('privacy.intro')}</p>
    </section>
  );
}
