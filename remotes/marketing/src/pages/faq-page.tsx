import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /faq */
export function FaqPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('faq.title'), t('faq.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('faq.title')}</h1>
      <p className="k-lead">{t('faq.intro')}</p>
    </section>
  );
}
