import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useSimilarFeedback } from '../api/similar-feedback';
import { displayStatus } from '../model/status';
import { StatusBadge } from './status-badge';
import styles from './similar-feedback.module.css';

/**
 * Up to three existing items that look like the title being typed, so people
 * vote there instead of filing a duplicate. Following one keeps the draft.
 */
export function SimilarFeedback({ title }: { title: string }) {
  const { t } = useTranslation('feedback');
  const similar = useSimilarFeedback(title);
  const items = similar.data ?? [];
  return (
    <div aria-live="polite">
      {items.length > 0 ? (
        <div className={styles.similar}>
          <p className={styles.similarTitle}>{t('submit.similarTitle')}</p>
          <p className={styles.similarHint}>{t('submit.similarHint')}</p>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={`/feedback/${item.id}`}>{unescapeAngleBrackets(item.title)}</Link>
                <span className={styles.similarMeta}>
                  <StatusBadge status={displayStatus(item.status)} />
                  <span>{t('vote.count', { count: item.upvotes })}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
