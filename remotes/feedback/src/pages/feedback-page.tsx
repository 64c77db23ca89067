import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import styles from './feedback-page.module.css';

/** The session as the shell published it: a greeting, or the sign-in prompt of spec §2. */
function SessionBanner() {
  const { t } = useTranslation('feedback');
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  if (status === 'signed-in' && user) {
    return (
      <p className={styles.banner} data-session="signed-in">
        {t('session.greeting', { name: user.name || user.username })}
      </p>
    );
  }
  if (status === 'signed-out') {
    return (
      <div className={styles.banner} data-session="signed-out">
        <p>{t('session.prompt')}</p>
        <div className={styles.actions}>
          <Link className="k-btn k-btn--primary" to="/login">
            {t('session.login')}
          </Link>
          <Link className="k-btn k-btn--secondary" to="/signup">
            {t('session.signup')}
          </Link>
        </div>
      </div>
    );
  }
  return null;
}

/** /feedback */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  usePageMeta(t('feedback.title'), t('feedback.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('feedback.title')}</h1>
      <p className="k-lead">{t('feedback.intro')}</p>
      <SessionBanner />
    </section>
  );
}
