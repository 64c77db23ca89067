import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEAD_DAYS, type LeadDays } from '@koester/contract/dates/reminders';
import { FREE_CHOICES, freeChoiceOf, fromFreeChoice, toggleLead } from '../model/lead-times';
import styles from './form-frame.module.css';

interface LeadTimeControlProps {
  /** Pro and Premium (`advanced_reminders`): several reminders, up to 3 weeks ahead. */
  advanced: boolean;
  value: readonly LeadDays[];
  onChange(value: LeadDays[]): void;
  legend: string;
  error?: string | null;
}

/**
 * When reminders come for a date. Free: one choice, none, on the day or 1 day before, with a note of what Pro adds;
 * Pro: any of the lead times, as many as wanted. The API holds the same line (LEAD_DAYS_NOT_IN_PLAN).
 */
export function LeadTimeControl({ advanced, value, onChange, legend, error }: LeadTimeControlProps) {
  const { t } = useTranslation('people');
  const name = useId();
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [error ? errorId : null, hintId].filter(Boolean).join(' ');
  const chosen = freeChoiceOf(value);

  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy} data-lead-times>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {advanced
          ? LEAD_DAYS.map((days) => (
              <label key={days} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={value.includes(days)}
                  onChange={(event) => onChange(toggleLead(value, days, event.target.checked))}
                  aria-invalid={error ? true : undefined}
                />
                {t(`lead.${days}`)}
              </label>
            ))
          : FREE_CHOICES.map((choice) => (
              <label key={choice} className={styles.choice}>
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  checked={chosen === choice}
                  onChange={() => onChange(fromFreeChoice(choice))}
                  aria-invalid={error ? true : undefined}
                />
                {t(`lead.${choice}`)}
              </label>
            ))}
      </div>
      {error ? (
        <p id={errorId} className="k-field-error">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="k-field-hint">
        {advanced ? (
          t('lead.proHint')
        ) : (
          <>
            {t('lead.freeHint')} <Link to="/pricing">{t('lead.seePro')}</Link>
          </>
        )}
      </p>
    </fieldset>
  );
}
