import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { UNCONFIGURED_PAYMENTS, useRuntimeConfig } from '@koester/shared/config/runtime-config';
import type { BillingInterval } from '@koester/contract/plans/plan-ids';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { toast } from '@koester/shared/toast/toast';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { TestingNote } from '@koester/shared/ui/testing-note';
import { usePaidPlan } from '../api/profile';
import { useSelectPlan } from '../api/select-plan';
import { BillingToggle } from '../components/billing-toggle';
import { PlanOffer } from '../components/plan-offer';
import { PricingFaq } from '../components/pricing-faq';
import { intervalFrom, plans, type Plan } from '../model/plans';
import styles from './pricing-page.module.css';

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
  const select = useSelectPlan();
  const busy = select.isPending ? select.variables.planId : null;
  const paidPlan = usePaidPlan();

  function chooseInterval(next: BillingInterval) {
    setIntervalState(next);
    const params = new URLSearchParams(search);
    params.set('interval', next);
    // The interval is kept in the address, so a way back after logging in (or a shared link) shows the same prices.
    setSearch(params, { replace: true });
  }

  // A double click chooses twice before the button can say it is busy: the second press waits for the first.
  const choosing = useRef(false);

  function choose(plan: Plan) {
    if (choosing.current) return;
    choosing.current = true;
    select.mutate(
      { payments, planId: plan.id, interval },
      {
        onSettled: () => {
          choosing.current = false;
        },
        onSuccess: (outcome) => {
          if (outcome.kind === 'log-in') void navigate(outcome.to);
          else if (outcome.kind === 'free') {
            toast.success(t('pricing.freeChosen'));
            void navigate('/dashboard');
          } else if (outcome.kind === 'checkout-unavailable') toast.error(t('pricing.checkoutUnavailable'));
          else {
            console.error('Choosing a plan failed', outcome.error);
            toast.error(t('pricing.failed'));
          }
        },
      },
    );
  }

  return (
    <div className={`k-container k-page ${styles.page}`}>
      <meta name="robots" content="noindex" />
      <header className={styles.header}>
        <h1>{t('pricing.title')}</h1>
        <p className="k-lead">{t('pricing.intro')}</p>
        <TestingNote>{t('pricing.testing')}</TestingNote>
      </header>

      <BillingToggle interval={interval} onChange={chooseInterval} />

      <ul className={styles.plans} aria-label={t('pricing.title')}>
        {plans(payments).map((plan) => (
          <PlanOffer
            key={plan.id}
            plan={plan}
            interval={interval}
            busy={busy === plan.id}
            current={paidPlan === plan.id}
            onChoose={() => choose(plan)}
          />
        ))}
      </ul>

      <PricingFaq />
    </div>
  );
}

export const PricingPage = withQueryClient(Pricing);
