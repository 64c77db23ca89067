import { useTranslation } from 'react-i18next';
import type { Language } from '@koester/contract/i18n/languages';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import type { ArticleSection } from '../model/section-text';
import { ArticleLayout } from './article-layout';
import { ArticleMeta } from './article-meta';

interface LegalContent {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  /** YYYY-MM-DD */
  updated: string;
  sections: ArticleSection[];
}

/** /privacy and /terms: one document per language, laid out like an article with its contents. */
export function LegalDocument({ documents }: { documents: Record<Language, LegalContent> }) {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const document = documents[language];
  usePageMeta(document.meta.title, document.meta.description);
  return (
    <ArticleLayout
      tocTitle={t('legal.toc')}
      sections={document.sections}
      header={
        <>
          <h1>{document.title}</h1>
          <p className="k-lead">{document.lead}</p>
          <ArticleMeta>{t('legal.updated', { date: formatDate(document.updated, language) })}</ArticleMeta>
        </>
      }
    />
  );
}
