import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /blog */
export function BlogPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('blog.title'), t('blog.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('blog.title')}</h1>
      <p className="k-lead">{t('blog.intro')}</p>
    </section>
  );
}
