import { useTranslation } from 'react-i18next';
import { useFeedbackList } from '../api/list-feedback';
import styles from './feedback-count.module.css';

/**
 * How many ideas the portal holds, from the list query. A placeholder for the
 * portal's list (a later issue) that already shows its loading and failure
 * states; the page around it works even when the API does not answer.
 */
export function FeedbackCount() {
  const { t } = useTranslation('feedback');
  const list = useFeedbackList();
  if (list.isSuccess) {
    return (
      <p className={styles.count} data-feedback-count={list.data.total}>
        {t('list.count', { count: list.data.total })}
      </p>
    );
  }
  if (list.isError) {
    return (
      <p className={styles.count} role="status">
        {t('list.failed')}{' '}
        <button type="button" className="k-btn k-btn--ghost" onClick={() => void list.refetch()}>
          {t('list.reload')}
        </button>
      </p>
    );
  }
  return (
    <p className={styles.count} aria-busy="true">
      {t('list.loading')}
    </p>
  );
}
