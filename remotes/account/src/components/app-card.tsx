import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANDROID_TEST_URL, IOS_BETA_URL } from '@koester/shared/brand/app-links';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard-card.module.css';

/** The app's test programmes, opened in a new tab, and the guide. */
export function AppCard() {
  const { t } = useTranslation('account');
  return (
    <DashboardCard title={t('dashboard.app.title')} id="dashboard-app">
      <p>{t('dashboard.app.text')}</p>
      <div className={styles.actions}>
        <a className="k-btn k-btn--secondary" href={ANDROID_TEST_URL} target="_blank" rel="noopener noreferrer">
          {t('dashboard.app.android')}
          <span className="k-visually-hidden"> {t('dashboard.app.newTab')}</span>
        </a>
        <a className="k-btn k-btn--secondary" href={IOS_BETA_URL} target="_blank" rel="noopener noreferrer">
          {t('dashboard.app.ios')}
          <span className="k-visually-hidden"> {t('dashboard.app.newTab')}</span>
        </a>
      </div>
      <Link to="/tutorial">{t('dashboard.app.tutorial')}</Link>
    </DashboardCard>
  );
}
