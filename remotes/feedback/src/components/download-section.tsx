import { useTranslation } from 'react-i18next';
import { ANDROID_TEST_URL, IOS_BETA_URL } from '@koester/shared/brand/app-links';
import styles from './download-section.module.css';

/** The portal's download section (spec §2): the app's Android test and iPhone beta. */
export function DownloadSection() {
  const { t } = useTranslation('feedback');
  return (
    <section className={`k-card ${styles.download}`} aria-labelledby="feedback-download">
      <div>
        <h2 id="feedback-download">{t('download.title')}</h2>
        <p>{t('download.text')}</p>
      </div>
      <div className={styles.stores}>
        <a className="k-btn k-btn--secondary" href={ANDROID_TEST_URL} target="_blank" rel="noopener noreferrer">
          {t('download.android')}
        </a>
        <a className="k-btn k-btn--secondary" href={IOS_BETA_URL} target="_blank" rel="noopener noreferrer">
          {t('download.ios')}
        </a>
      </div>
    </section>
  );
}
