import type { ReactNode } from 'react';
import styles from './testing-note.module.css';

/** The site's quiet reminder that the app is still in testing (spec §1): a green dot and a line of muted text. */
export function TestingNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={className ? `${styles.note} ${className}` : styles.note}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </p>
  );
}
