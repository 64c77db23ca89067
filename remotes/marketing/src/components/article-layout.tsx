import type { ReactNode } from 'react';
import type { ArticleSection } from '../model/section-text';
import { SectionBody } from './section-body';
import { TableOfContents } from './table-of-contents';
import styles from './article-layout.module.css';

interface ArticleLayoutProps {
  /** Back link, dates, title and lead: everything above the sections. */
  header: ReactNode;
  tocTitle: string;
  sections: readonly ArticleSection[];
  /** The language of the sections when it differs from the page (a fallback article). */
  lang?: string;
}

/** Blog articles and legal pages: the header, a sticky table of contents, and the sections. */
export function ArticleLayout({ header, tocTitle, sections, lang }: ArticleLayoutProps) {
  return (
    <article className={`k-container k-page ${styles.article}`}>
      <header className={styles.header}>{header}</header>
      <div className={styles.columns}>
        <aside className={styles.aside}>
          <TableOfContents title={tocTitle} entries={sections} lang={lang} />
        </aside>
        <div className={styles.body} lang={lang}>
          {sections.map((section) => (
            <section key={section.id} className={styles.section}>
              <h2 id={section.id} tabIndex={-1}>
                {section.title}
              </h2>
              <SectionBody text={section.content} />
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
