import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { TestingNote } from '@koester/shared/ui/testing-note';
import { HeroIllustration } from './illustrations';
import sections from './page-sections.module.css';
import styles from './home-hero.module.css';

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

/** The top of /: what Koester is, the way to the download and to /about, and the testing note. */
export function HomeHero() {
  const { t } = useTranslation('marketing');
  return (
    <section className={`k-container ${sections.hero}`} aria-labelledby="home-title">
      <div>
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
  );
}
