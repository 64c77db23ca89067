import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SessionPrompt } from '@koester/shared/auth/session-prompt';
import { useIntroStore } from '../stores/intro-store';
import styles from './portal-header.module.css';

/**
 * The portal's header (spec §2): its title and Add Feedback button, the intro
 * until it is dismissed (remembered in this browser), and the visitor's
 * greeting with log out, or the prompt to log in or create an account.
 */
export function PortalHeader({ onAdd, adding }: { onAdd: () => void; adding: boolean }) {
  const { t } = useTranslation('feedback');
  const introClosed = useIntroStore((s) => s.closed);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <div>
          <h1>{t('feedback.title')}</h1>
          <p className="k-lead">{t('feedback.intro')}</p>
          <p>
            <Link to="/feedback/roadmap">{t('roadmap.see')}</Link>
          </p>
        </div>
        <button
          type="button"
          className={`k-btn k-btn--primary ${styles.add}`}
          onClick={onAdd}
          aria-expanded={adding}
          data-add-feedback
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" fill="currentColor" />
          </svg>
          {t('feedback.add')}
        </button>
      </div>
      {introClosed ? null : (
        <aside className={styles.intro} aria-labelledby="feedback-intro-title">
          <div>
            <h2 id="feedback-intro-title">{t('intro.title')}</h2>
            <ol>
              {(t('intro.steps', { returnObjects: true }) as string[]).map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={t('intro.close')}
            onClick={() => useIntroStore.getState().close()}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
                fill="currentColor"
              />
            </svg>
          </button>
        </aside>
      )}
      <SessionPrompt
        greeting={(name) => t('session.greeting', { name })}
        prompt={t('session.prompt')}
        loginLabel={t('session.login')}
        signupLabel={t('session.signup')}
        logoutLabel={t('session.logout')}
        createAccount="page"
      />
    </header>
  );
}
