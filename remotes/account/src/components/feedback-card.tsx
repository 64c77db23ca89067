import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@koester/shared/session/session-store';
import { cleanText, unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { useMyFeedback } from '../api/my-feedback';
import { DashboardCard, Loaded } from './dashboard-card';
import card from './dashboard-card.module.css';
import styles from './feedback-card.module.css';

/** How many of the user's own feedback items the dashboard lists (the portal has the rest). */
const FEEDBACK_SHOWN = 5;

/** The feedback the user submitted, newest first, with its status and votes, and the way to the portal. */
export function FeedbackCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const own = useMyFeedback(user.userId, FEEDBACK_SHOWN);
  return (
    <DashboardCard title={t('dashboard.feedback.title')} id="dashboard-feedback">
      <Loaded query={own} failed={t('dashboard.feedback.failed')}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t('dashboard.feedback.empty')}</p>
          ) : (
            <>
              <ul className={card.rows}>
                {data.items.map((item) => (
                  <li key={item.id}>
                    <Link to={`/feedback/${encodeURIComponent(item.id)}`}>
                      {cleanText(unescapeAngleBrackets(item.title)) || t('dashboard.feedback.untitled')}
                    </Link>
                    <span className={card.meta}>
                      <span className={`${styles.status} ${styles[`status_${item.status}`] ?? ''}`}>
                        {t(`dashboard.feedback.statuses.${item.status}`)}
                      </span>{' '}
                      {t(`dashboard.feedback.types.${item.type}`)} ·{' '}
                      {t('dashboard.feedback.votes', { count: item.upvotes })}
                      {item.is_anonymous ? ` · ${t('dashboard.feedback.anonymous')}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
              {data.total > data.items.length ? (
                <p className={card.note}>{t('dashboard.feedback.more', { count: data.total - data.items.length })}</p>
              ) : null}
            </>
          )
        }
      </Loaded>
      <Link className="k-btn k-btn--secondary" to="/feedback">
        {own.data?.items.length === 0 ? t('dashboard.feedback.share') : t('dashboard.feedback.all')}
      </Link>
    </DashboardCard>
  );
}
