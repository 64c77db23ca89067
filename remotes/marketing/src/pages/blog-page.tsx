import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, useLanguage } from '@koester/shared/i18n/localized';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { ArticleMeta } from '../components/article-meta';
import { localizePost, postsNewestFirst } from '../model/posts';
import styles from './blog-page.module.css';

/** /blog: posts newest first, each with date, read time, title and excerpt. */
export function BlogPage() {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  usePageMeta(t('blog.meta.title'), t('blog.meta.description'));
  return (
    <section className="k-container k-page">
      <header className={styles.intro}>
        <h1>{t('blog.title')}</h1>
        <p className="k-lead">{t('blog.lead')}</p>
      </header>
      {postsNewestFirst.length === 0 ? (
        <p>{t('blog.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {postsNewestFirst.map((post) => {
            const { content, fallback } = localizePost(post, language);
            return (
              <li key={post.slug}>
                <article className={styles.card} lang={fallback ? 'en' : undefined}>
                  <ArticleMeta>
                    <time dateTime={post.date}>{formatDate(post.date, language)}</time>
                    <span aria-hidden="true">·</span>
                    <span>{t('blog.readTime', { minutes: post.readTime })}</span>
                    {fallback ? (
                      <span className={styles.badge} lang={language}>
                        {t('blog.languageNote')}
                      </span>
                    ) : null}
                  </ArticleMeta>
                  <h2>
                    <Link to={`/blog/${post.slug}`} className={styles.titleLink}>
                      {content.title}
                    </Link>
                  </h2>
                  <p>{content.excerpt}</p>
                  <p className={styles.more} aria-hidden="true" lang={language}>
                    {t('blog.readMore')} →
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
