import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /contact */
export function ContactPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('contact.title'), t('contact.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('contact.title')}</h1>
      <p className="k-lead">{t('contact.intro')}</p>
    </section>
  );
}
