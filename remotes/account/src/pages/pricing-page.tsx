import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { UNCONFIGURED_PAYMENTS, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import { formatPrice, useLanguage } from '@koester/shared/i18n/localized';
import { BILLING_INTERVALS, type BillingInterval, type PlanId } from '@koester/contract/plans/plan-ids';
import { profileQuery } from '@koester/shared/auth/profile';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { settledUser, useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { TestingNote } from '@koester/shared/ui/testing-note';
import { checkoutProvider } from '../plans/checkout';
import { YEARLY_SAVINGS_PERCENT, intervalFrom, monthlyEquivalent, plans, type Plan } from '../plans/plans';
import { selectPlan } from '../plans/select-plan';
import styles from './pricing-page.module.css';

const FAQ = ['change', 'payment', 'contract', 'downgrade'] as const;

/**
 * The paid plan the signed-in user has, as the site knows it (their profile), or null. Only a paid plan counts: every
 * account is free until it pays, and choosing free stays the spec's flow (toast, then /dashboard).
 */
function usePaidPlan(): PlanId | null {
  const user = useSessionStore((s) => (s.status === 'signed-in' ? s.user : null));
  const profile = useQuery(user ? profileQuery(user) : { queryKey: ['profile', 'nobody'], queryFn: skipToken });
  const plan = profile.data?.plan;
  return plan && plan !== 'free' ? plan : null;
}

/**
 * /pricing (spec §2 "Pricing"): the monthly/yearly toggle, the three plans and their FAQ. Search engines are told
 * not to index it (React places the robots tag in the head while the page is shown and takes it out after). A paid
 * plan the user already has is marked as theirs instead of offered again.
 */
function Pricing() {
  const { t } = useTranslation('account');
  usePageMeta(t('pricing.title'), t('pricing.intro'));
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const asked = intervalFrom(search.get('interval'));
  // The switch answers at once; the address follows (a router navigation may render a moment later).
  const [interval, setIntervalState] = useState(asked);
  useEffect(() => setIntervalState(asked), [asked]);
  const payments = useRuntimeConfig((s) => s.config?.payments) ?? UNCONFIGURED_PAYMENTS;
  const [busy, setBusy] = useState<PlanId | null>(null);
  const paidPlan = usePaidPlan();

  function chooseInterval(next: BillingInterval) {
    setIntervalState(next);
    const params = new URLSearchParams(search);
    params.set('interval', next);
    // The interval is kept in the address, so a way back after logging in (or a shared link) shows the same prices.
    setSearch(params, { replace: true });
  }

  async function choose(plan: Plan) {
    if (busy) return;
    setBusy(plan.id);
    const outcome = await selectPlan({
      // A click while the shell is still restoring the session waits for it, rather than asking to log in.
      user: await settledUser(),
      payments,
      planId: plan.id,
      interval,
      checkout: checkoutProvider(),
      origin: window.location.origin,
    });
    setBusy(null);
    if (outcome.kind === 'log-in') void navigate(outcome.to);
    else if (outcome.kind === 'free') {
      toast.success(t('pricing.freeChosen'));
      void navigate('/dashboard');
    } else if (outcome.kind === 'checkout-unavailable') toast.error(t('pricing.checkoutUnavailable'));
    else {
      console.error('Choosing a plan failed', outcome.error);
      toast.error(t('pricing.failed'));
    }
  }

  return (
    <div className={`k-container k-page ${styles.page}`}>
      <meta name="robots" content="noindex" />
      <header className={styles.header}>
        <h1>{t('pricing.title')}</h1>
        <p className="k-lead">{t('pricing.intro')}</p>
        <TestingNote>{t('pricing.testing')}</TestingNote>
      </header>

      <fieldset className={styles.toggle}>
        <legend className="k-visually-hidden">{t('pricing.billing')}</legend>
        {BILLING_INTERVALS.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name="billing-interval"
              value={option}
              checked={interval === option}
              onChange={() => chooseInterval(option)}
            />
            <span>{t(`pricing.${option}`)}</span>
            {option === 'yearly' ? (
              <span className={styles.badge}>{t('pricing.save', { percent: YEARLY_SAVINGS_PERCENT })}</span>
            ) : null}
          </label>
        ))}
      </fieldset>

      <ul className={styles.plans} aria-label={t('pricing.title')}>
        {plans(payments).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            busy={busy === plan.id}
            current={paidPlan === plan.id}
            onChoose={() => void choose(plan)}
          />
        ))}
      </ul>

      <section className={styles.faq} aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">{t('pricing.faqTitle')}</h2>
        {FAQ.map((key) => (
          <details key={key} name="pricing-faq" className={styles.question}>
            <summary>{t(`pricing.faq.${key}.q`)}</summary>
            <p>{t(`pricing.faq.${key}.a`)}</p>
          </details>
        ))}
        <p className={styles.more}>
          {t('pricing.moreQuestions')} <Link to="/support">{t('pricing.toSupport')}</Link>
        </p>
      </section>
    </div>
  );
}

interface PlanCardProps {
  plan: Plan;
  interval: BillingInterval;
  busy: boolean;
  /** The user's own (paid) plan: marked, and not offered again. */
  current: boolean;
  onChoose(): void;
}

function PlanCard({ plan, interval, busy, current, onChoose }: PlanCardProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const name = t(`plans.${plan.name}`);
  const price = plan.price[interval];
  const headingId = `plan-${plan.id}`;
  return (
    <li className={`${styles.card} ${plan.mostPopular ? styles.popular : ''}`}>
      <h2 id={headingId} className={styles.name}>
        {name}
      </h2>
      {/* After the heading, so someone moving by headings hears it; drawn on the card's top edge. */}
      {plan.mostPopular ? <p className={styles.ribbon}>{t('pricing.mostPopular')}</p> : null}
      <p className={styles.tagline}>{t(`plans.${plan.id}.tagline`)}</p>
      <p className={styles.price} data-testid={`price-${plan.id}`}>
        <strong>{formatPrice(price, language)}</strong>{' '}
        <span>{t(interval === 'monthly' ? 'pricing.perMonth' : 'pricing.perYear')}</span>
      </p>
      <p className={styles.priceNote}>
        {price === 0
          ? t('pricing.freeForever')
          : interval === 'yearly'
            ? t('pricing.yearlyEquivalent', { price: formatPrice(monthlyEquivalent(price), language) })
            : '\u00a0'}
      </p>
      <h3 className="k-visually-hidden">{t('pricing.included')}</h3>
      <ul className={styles.features}>
        {plan.features.map((key) => (
          <li key={key}>
            <Mark kind="yes" />
            {t(`plans.${key}`)}
          </li>
        ))}
      </ul>
      {plan.limitations.length > 0 ? (
        <>
          <h3 className="k-visually-hidden">{t('pricing.notIncluded')}</h3>
          <ul className={`${styles.features} ${styles.limitations}`}>
            {plan.limitations.map((key) => (
              <li key={key}>
                <Mark kind="no" />
                {t(`plans.${key}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {current ? (
        <p className={styles.current} data-current-plan>
          {t('pricing.current')}
        </p>
      ) : (
        <button
          type="button"
          className={`k-btn ${plan.mostPopular ? 'k-btn--primary' : 'k-btn--secondary'} ${styles.select}`}
          aria-disabled={busy || undefined}
          onClick={onChoose}
        >
          {busy
            ? t('pricing.selecting')
            : plan.id === 'free'
              ? t('pricing.selectFree')
              : t('pricing.select', { plan: name })}
        </button>
      )}
    </li>
  );
}

function Mark({ kind }: { kind: 'yes' | 'no' }) {
  return (
    <svg className={styles.mark} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'yes' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M7 7l10 10M17 7L7 17" />}
    </svg>
  );
}

export const PricingPage = withQueryClient(Pricing);
