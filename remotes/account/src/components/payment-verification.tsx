import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refreshProfile } from '@koester/shared/auth/profile';
import { isPaidPlanId } from '@koester/contract/plans/plan-ids';
import { StatusPanel } from '@koester/shared/ui/status-panel';
import { useVerifyPayment } from '../api/verify-payment';
import styles from './payment-verification.module.css';

const NEXT_STEPS = ['explore', 'profile', 'relationships'] as const;

/**
 * What a checkout session id looks like: only such an id is shown back as a reference for support, so a crafted
 * link cannot put words of its own on the page.
 */
const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,200}$/;

/**
 * The checkout session verified with the API (spec §7: only the ok status counts): the plan and the next steps, or
 * the way to support with the session id as a reference.
 */
export function PaymentVerification({ sessionId, userId }: { sessionId: string; userId: string }) {
  const { t } = useTranslation('account');
  const verification = useVerifyPayment(sessionId, userId);
  const verified = verification.data?.ok === true;

  // The plan has changed: the profile (which carries it) is asked for again, here and after a reload, wherever it
  // is shown next; the copy stored in this browser predates the payment.
  useEffect(() => {
    if (verified) refreshProfile(userId);
  }, [verified, userId]);

  if (verification.isPending) return <VerifyingPayment />;
  if (!verified) {
    return (
      <div className="k-container k-page">
        <StatusPanel
          headingLevel={1}
          role="alert"
          title={t('paymentSuccess.errorTitle')}
          actions={
            <Link className="k-btn k-btn--primary" to="/support">
              {t('paymentSuccess.toSupport')}
            </Link>
          }
        >
          <p>{t('paymentSuccess.error')}</p>
          {CHECKOUT_SESSION_ID.test(sessionId) ? (
            <p className={styles.reference}>
              {t('paymentSuccess.errorReference')} <code>{sessionId}</code>
            </p>
          ) : null}
        </StatusPanel>
      </div>
    );
  }

  const plan = verification.data?.plan;
  return (
    <div className={`k-container k-page ${styles.page}`}>
      <header className={styles.header}>
        <span className={styles.check} aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h1>{t('paymentSuccess.successTitle')}</h1>
        <p className="k-lead">
          {isPaidPlanId(plan)
            ? t('paymentSuccess.successPlan', { plan: t(`plans.${plan}.name`) })
            : t('paymentSuccess.successNoPlan')}
        </p>
      </header>
      <section aria-labelledby="next-steps">
        <h2 id="next-steps" className="k-visually-hidden">
          {t('paymentSuccess.nextSteps')}
        </h2>
        <ol className={styles.steps}>
          {NEXT_STEPS.map((step) => (
            <li key={step} className={styles.step}>
              <h3>{t(`paymentSuccess.steps.${step}.title`)}</h3>
              <p>{t(`paymentSuccess.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <div className={styles.actions}>
        <Link className="k-btn k-btn--primary" to="/dashboard">
          {t('paymentSuccess.toDashboard')}
        </Link>
        <Link className="k-btn k-btn--secondary" to="/tutorial">
          {t('paymentSuccess.toTutorial')}
        </Link>
      </div>
    </div>
  );
}

/** The wait for the API's answer (also while the session is being restored). */
export function VerifyingPayment() {
  const { t } = useTranslation('account');
  return (
    <div className={`k-container k-page ${styles.verifying}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <h1>{t('paymentSuccess.verifying')}</h1>
    </div>
  );
}
