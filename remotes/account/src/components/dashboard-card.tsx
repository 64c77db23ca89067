import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dashboard-card.module.css';

/** A card of /dashboard: each loads, and fails, on its own. */
export function DashboardCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={`k-card ${styles.card}`} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card's body once its data is there: a quiet placeholder while loading, the reason and a retry on failure. */
export function Loaded<T>({
  query,
  failed,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch(): unknown };
  failed: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation('account');
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <p className={styles.problem} role="alert">
        {failed}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
          {t('dashboard.retry')}
        </button>
      </p>
    );
  }
  return (
    <div className={styles.placeholder} aria-busy="true">
      <span className={styles.skeleton} />
      <span className={styles.skeleton} />
    </div>
  );
}
