import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /blog/:slug */
export function BlogPostPage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('blogPost.title'), t('blogPost.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('blogPost.title')}</h1>
      <p className="k-lead">{t('blogPost.intro')}</p>
    </section>
  );
}
