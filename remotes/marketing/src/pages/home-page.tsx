import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { TestingNote } from '@koester/shared/ui/testing-note';
import { ANDROID_TEST_URL, IOS_BETA_URL } from '../links';
import { Avatar } from '../ui/avatar';
import { HeroIllustration, Icon, type IconName } from '../ui/illustrations';
import styles from './marketing.module.css';

interface Block {
  title: string;
  text: string;
}
interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

const FEATURE_ICONS: readonly IconName[] = ['bell', 'gift', 'people'];

/** A signed-in visitor is greeted by name (the session the shell published). */
function WelcomeBack() {
  const { t } = useTranslation('marketing');
  const status = useSessionStore((s) => s.status);
  const name = useSessionStore((s) => (s.status === 'signed-in' ? s.user?.name || s.user?.username : null));
  // Not known yet (a prerendered page hydrating): the line's space, for a browser that keeps a sign-in.
  if (status === 'unknown')
    return (
      <p className={styles.welcome} data-session-expect="signed-in" aria-hidden="true">
        {t('home.welcomeBack', { name: '' })}
      </p>
    );
  if (!name) return null;
  return (
    <p className={styles.welcome} data-session="signed-in">
      {t('home.welcomeBack', { name })}
    </p>
  );
}

/** /: hero, features, how it works, testimonials, download, feedback portal and privacy note. */
export function HomePage() {
  const { t } = useTranslation('marketing');
  usePageMeta(t('home.meta.title'), t('home.meta.description'));
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as unknown as T[];

  return (
    <div className={styles.home}>
      <section className={`k-container ${styles.hero}`} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <WelcomeBack />
          <span className="k-eyebrow">{t('home.hero.eyebrow')}</span>
          <h1 id="home-title">{t('home.hero.title')}</h1>
          <p className="k-lead">{t('home.hero.lead')}</p>
          <div className={styles.actions}>
            <a className="k-btn k-btn--primary" href="#download">
              {t('home.hero.ctaDownload')}
            </a>
            <Link className="k-btn k-btn--secondary" to="/about">
              {t('home.hero.ctaAbout')}
            </Link>
          </div>
          <TestingNote className={styles.testing}>{t('home.testing')}</TestingNote>
        </div>
        <div className={styles.heroArt}>
          <HeroIllustration label={t('home.hero.illustrationLabel')} />
        </div>
      </section>

      <section className={`k-container ${styles.section}`} aria-labelledby="home-features">
        <h2 id="home-features">{t('home.features.title')}</h2>
        <p className="k-lead">{t('home.features.lead')}</p>
        <ul className={styles.grid3}>
          {list<Block>('home.features.items').map((item, index) => (
            <li key={item.title} className={`k-card ${styles.feature}`}>
              <span className={styles.iconBubble} data-tone={index}>
                <Icon name={FEATURE_ICONS[index] ?? 'gift'} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.band} aria-labelledby="home-steps">
        <div className="k-container">
          <h2 id="home-steps">{t('home.steps.title')}</h2>
          <p className="k-lead">{t('home.steps.lead')}</p>
          <ol className={styles.steps}>
            {list<Block>('home.steps.items').map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`k-container ${styles.section}`} aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">{t('home.testimonials.title')}</h2>
        <p className="k-lead">{t('home.testimonials.lead')}</p>
        <ul className={styles.grid3}>
          {list<Testimonial>('home.testimonials.items').map((item, index) => (
            <li key={item.name} className={`k-card ${styles.quote}`}>
              <figure>
                <blockquote>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption>
                  <Avatar name={item.name} index={index} />
                  <span>
                    <strong>{item.name}</strong>
                    <span className={styles.role}>{item.detail}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section id="download" className={styles.band} aria-labelledby="home-download" tabIndex={-1}>
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
              {list<string>('home.download.steps').map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className={`k-container ${styles.section} ${styles.duo}`}>
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
    </div>
  );
}
