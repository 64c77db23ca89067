import type { ReactNode } from 'react';
import styles from './success-note.module.css';

/** What an account screen says once its step has worked (an email sent, a password reset, an address confirmed). */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.success} role="status">
      {children}
    </p>
  );
}
