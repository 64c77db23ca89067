import type { ReactNode } from 'react';
import styles from './article-meta.module.css';

/** The small line of facts about an article or legal page: its date, reading time, a language note. */
export function ArticleMeta({ children }: { children: ReactNode }) {
  return <p className={styles.meta}>{children}</p>;
}
