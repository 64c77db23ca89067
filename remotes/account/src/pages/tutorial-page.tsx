import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANDROID_TEST_URL, IOS_BETA_URL } from '@koester/shared/brand/app-links';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { TestingNote } from '@koester/shared/ui/testing-note';
import { AccountArt, GiftsArt, InstallArt, PeopleArt, RemindersArt } from '../components/guide-illustrations';
import { GUIDE_NAMESPACE, registerGuideTexts } from '../i18n/guide/guide-texts';
import styles from './tutorial-page.module.css';

registerGuideTexts();

type StepId = 'install' | 'account' | 'people' | 'reminders' | 'gifts';

const STEPS: readonly { id: StepId; Art: ComponentType }[] = [
  { id: 'install', Art: InstallArt },
  { id: 'account', Art: AccountArt },
  { id: 'people', Art: PeopleArt },
  { id: 'reminders', Art: RemindersArt },
  { id: 'gifts', Art: GiftsArt },
];

/** /tutorial: getting started with the app in five illustrated steps (the spec names the route, §2 payment success). */
export function TutorialPage() {
  const { t } = useTranslation(GUIDE_NAMESPACE);
  usePageMeta(t('tutorial.meta.title'), t('tutorial.meta.description'));
  const signedIn = useSessionStore((s) => s.status === 'signed-in');

  const extras: Partial<Record<StepId, ReactNode>> = {
    install: (
      <div className={styles.actions}>
        <StoreLink href={ANDROID_TEST_URL} label={t('tutorial.install.android')} newTab={t('newTab')} />
        <StoreLink href={IOS_BETA_URL} label={t('tutorial.install.ios')} newTab={t('newTab')} />
      </div>
    ),
    account: signedIn ? (
      <p className={styles.note}>{t('tutorial.account.done')}</p>
    ) : (
      <div className={styles.actions}>
        <Link className="k-btn k-btn--secondary" to="/signup">
          {t('tutorial.account.cta')}
        </Link>
      </div>
    ),
    people: <p className={styles.note}>{t('tutorial.people.note')}</p>,
    gifts: (
      <Link className={styles.textLink} to="/pricing">
        {t('tutorial.gifts.cta')}
      </Link>
    ),
  };

  return (
    <div className="k-container k-page">
      <header className={styles.header}>
        <h1>{t('tutorial.title')}</h1>
        <p className="k-lead">{t('tutorial.lead')}</p>
        <TestingNote>{t('tutorial.testing')}</TestingNote>
      </header>

      <ol className={styles.steps}>
        {STEPS.map(({ id, Art }, index) => (
          <li key={id} className={styles.step}>
            <div className={styles.stepArt}>
              <Art />
            </div>
            <div>
              <span className={styles.stepLabel} aria-hidden="true">
                {t('tutorial.stepLabel', { n: index + 1 })}
              </span>
              <h2 id={`tutorial-${id}`}>{t(`tutorial.${id}.title`)}</h2>
              <p>{t(`tutorial.${id}.text`)}</p>
              {extras[id]}
            </div>
          </li>
        ))}
      </ol>

      <section className={styles.next} aria-labelledby="tutorial-next">
        <h2 id="tutorial-next">{t('tutorial.next.title')}</h2>
        <p>{t('tutorial.next.text')}</p>
        <div className={styles.actions}>
          <Link className="k-btn k-btn--primary" to="/dashboard">
            {t('tutorial.next.dashboard')}
          </Link>
          <Link className={`k-btn ${styles.onColour}`} to="/support">
            {t('tutorial.next.support')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/** A link to one of the app's test programmes, opened in a new tab. */
function StoreLink({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  return (
    <a className={styles.store} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="k-visually-hidden"> {newTab}</span>
    </a>
  );
}
