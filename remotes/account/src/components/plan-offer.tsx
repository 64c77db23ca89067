import { useTranslation } from 'react-i18next';
import { formatPrice, useLanguage } from '@koester/shared/i18n/localized';
import type { BillingInterval } from '@koester/contract/plans/plan-ids';
import { monthlyEquivalent, type Plan } from '../model/plans';
import styles from './plan-offer.module.css';

interface PlanOfferProps {
  plan: Plan;
  interval: BillingInterval;
  busy: boolean;
  /** The user's own (paid) plan: marked, and not offered again. */
  current: boolean;
  onChoose(): void;
}

/** One plan on the pricing page: its price per interval, what it offers and lacks, and the button to choose it. */
export function PlanOffer({ plan, interval, busy, current, onChoose }: PlanOfferProps) {
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
