import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { ArticleLayout } from '../components/article-layout';
import { ArticleMeta } from '../components/article-meta';
import { findPost, localizePost, type BlogPost } from '../model/posts';
import styles from './blog-post-page.module.css';

function BackLink() {
  const { t } = useTranslation('marketing');
  return (
    <Link to="/blog" className={styles.back}>
      ← {t('blogPost.back')}
    </Link>
  );
}

/** /blog/:slug — an unknown slug shows a not-found message with a back link (spec §2). */
export function BlogPostPage() {
  const post = findPost(useParams().slug);
  return post ? <Post post={post} /> : <PostNotFound />;
}

function Post({ post }: { post: BlogPost }) {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const { content, fallback } = localizePost(post, language);
  usePageMeta(content.title, content.excerpt);
  return (
    <ArticleLayout
      tocTitle={t('blogPost.toc')}
      sections={content.sections}
      lang={fallback ? 'en' : undefined}
      header={
        <>
          <BackLink />
          <ArticleMeta>
            <time dateTime={post.date}>{formatDate(post.date, language)}</time>
            <span aria-hidden="true">·</span>
            <span>{t('blog.readTime', { minutes: post.readTime })}</span>
          </ArticleMeta>
          {fallback ? (
            <p className={styles.notice} role="note">
              {t('blogPost.fallbackNotice')}
            </p>
          ) : null}
          <div lang={fallback ? 'en' : undefined}>
            <h1>{content.title}</h1>
            <p className="k-lead">{content.excerpt}</p>
          </div>
        </>
      }
    />
  );
}

function PostNotFound() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('blogPost.metaNotFound'), t('blogPost.notFoundText'));
  return (
    <section className="k-container k-page" data-status="not-found">
      <BackLink />
      <h1>{t('blogPost.notFoundTitle')}</h1>
      <p className="k-lead">{t('blogPost.notFoundText')}</p>
    </section>
  );
}
