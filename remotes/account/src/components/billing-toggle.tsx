import { useTranslation } from 'react-i18next';
import { BILLING_INTERVALS, type BillingInterval } from '@koester/contract/plans/plan-ids';
import { YEARLY_SAVINGS_PERCENT } from '../model/plans';
import styles from './billing-toggle.module.css';

/** The pricing page's monthly/yearly switch, with the savings badge on yearly (spec §2 "Pricing"). */
export function BillingToggle({
  interval,
  onChange,
}: {
  interval: BillingInterval;
  onChange(next: BillingInterval): void;
}) {
  const { t } = useTranslation('account');
  return (
    <fieldset className={styles.toggle}>
      <legend className="k-visually-hidden">{t('pricing.billing')}</legend>
      {BILLING_INTERVALS.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name="billing-interval"
            value={option}
            checked={interval === option}
            onChange={() => onChange(option)}
          />
          <span>{t(`pricing.${option}`)}</span>
          {option === 'yearly' ? (
            <span className={styles.badge}>{t('pricing.save', { percent: YEARLY_SAVINGS_PERCENT })}</span>
          ) : null}
        </label>
      ))}
    </fieldset>
  );
}
