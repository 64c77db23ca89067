import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './status-panel.module.css';

interface StatusPanelProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links under the message. */
  actions?: ReactNode;
  /** "alert" for failures that appear after an action, so screen readers announce them. */
  role?: 'alert' | 'status';
  headingLevel?: 1 | 2;
}

/** A centred message card for empty, failed and not-found states. */
export function StatusPanel({ title, children, actions, role, headingLevel = 2 }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.panel} role={role} aria-live={role === 'alert' ? 'assertive' : undefined}>
      <span className={styles.icon} aria-hidden="true">
        <svg
          width="28"
          height="28"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M12 21s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.6-7 10-7 10z" />
        </svg>
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions}
    </section>
  );
}

/** The loading state of a page or remote area. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
