import { useTranslation } from 'react-i18next';
import { ANDROID_TEST_URL, IOS_BETA_URL } from '../model/links';
import { Icon } from './illustrations';
import sections from './page-sections.module.css';
import styles from './app-download.module.css';

/** The download section (#download, the hero's target): the two test programmes and how to join one. */
export function AppDownload() {
  const { t } = useTranslation('marketing');
  const steps = t('home.download.steps', { returnObjects: true }) as unknown as string[];
  return (
    <section id="download" className={sections.band} aria-labelledby="home-download" tabIndex={-1}>
      <div className={`k-container ${styles.download}`}>
        <div>
          <h2 id="home-download">{t('home.download.title')}</h2>
          <p className="k-lead">{t('home.download.lead')}</p>
          <div className={styles.stores}>
            {(['android', 'ios'] as const).map((platform) => (
              <a
                key={platform}
                className={styles.store}
                href={platform === 'android' ? ANDROID_TEST_URL : IOS_BETA_URL}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name={platform === 'android' ? 'android' : 'apple'} size={28} />
                <span>
                  <strong>{t(`home.download.${platform}.cta`)}</strong>
                  <span>{t(`home.download.${platform}.text`)}</span>
                </span>
              </a>
            ))}
          </div>
        </div>
        <div>
          <h3>{t('home.download.stepsTitle')}</h3>
          <ol className={styles.howTo}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
