import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './illustrations';
import sections from './page-sections.module.css';
import styles from './home-callouts.module.css';

/** The two cards at the end of /: the feedback portal and the privacy note. */
export function HomeCallouts() {
  const { t } = useTranslation('marketing');
  return (
    <section className={`k-container ${sections.section} ${styles.duo}`}>
      <div className={`k-card ${styles.callout}`}>
        <Icon name="chat" size={28} />
        <h2>{t('home.feedback.title')}</h2>
        <p>{t('home.feedback.text')}</p>
        <Link className="k-btn k-btn--accent" to="/feedback">
          {t('home.feedback.cta')}
        </Link>
      </div>
      <div className={`k-card ${styles.callout}`}>
        <Icon name="lock" size={28} />
        <h2>{t('home.privacy.title')}</h2>
        <p>{t('home.privacy.text')}</p>
        <Link to="/privacy">{t('home.privacy.cta')}</Link>
      </div>
    </section>
  );
}
