import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@koester/shared/brand/contact';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { TestingNote } from '@koester/shared/ui/testing-note';
import { SupportArt } from '../components/guide-illustrations';
import { GUIDE_NAMESPACE, registerGuideTexts } from '../i18n/guide/guide-texts';
import styles from './support-page.module.css';

registerGuideTexts();

/** Common questions, each with the page that answers it. */
const COMMON = [
  { id: 'password', to: '/forgot-password' },
  { id: 'code', to: '/login' },
  { id: 'testBuild', to: '/tutorial' },
  { id: 'privacy', to: '/privacy' },
] as const;

/** The other ways to get help, on other pages of the site. */
const MORE = [
  { id: 'faq', to: '/faq' },
  { id: 'contact', to: '/contact' },
  { id: 'feedback', to: '/feedback' },
] as const;

/** /support: where to get help while the app is in testing (spec §1: support is free during testing). */
export function SupportPage() {
  const { t } = useTranslation(GUIDE_NAMESPACE);
  usePageMeta(t('support.meta.title'), t('support.meta.description'));
  return (
    <div className="k-container k-page">
      <header className={styles.header}>
        <div>
          <h1>{t('support.title')}</h1>
          <p className="k-lead">{t('support.lead')}</p>
          <TestingNote>{t('support.testing')}</TestingNote>
        </div>
        <div className={styles.headerArt}>
          <SupportArt />
        </div>
      </header>

      <section className={`k-card ${styles.mail}`} aria-labelledby="support-email">
        <div>
          <h2 id="support-email">{t('support.email.title')}</h2>
          <a className={styles.mailLink} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          <p>{t('support.email.text')}</p>
        </div>
        <div>
          <h3>{t('support.email.responseTitle')}</h3>
          <p>{t('support.email.responseText')}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="support-common">
        <h2 id="support-common">{t('support.common.title')}</h2>
        <ul className={styles.helpList}>
          {COMMON.map(({ id, to }) => (
            <li key={id} className="k-card">
              <h3>{t(`support.common.${id}.title`)}</h3>
              <p>{t(`support.common.${id}.text`)}</p>
              <Link className={styles.textLink} to={to}>
                {t(`support.common.${id}.cta`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="support-more">
        <h2 id="support-more">{t('support.more.title')}</h2>
        <ul className={styles.moreList}>
          {MORE.map(({ id, to }) => (
            <li key={id} className="k-card">
              <h3>{t(`support.more.${id}.title`)}</h3>
              <p>{t(`support.more.${id}.text`)}</p>
              <Link className="k-btn k-btn--secondary" to={to}>
                {t(`support.more.${id}.cta`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
