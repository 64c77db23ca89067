import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@koester/shared/i18n/localized';
import { monthNames } from '../model/date-text';
import styles from './day-month-fields.module.css';
import frame from './form-frame.module.css';

interface DayMonthFieldsProps {
  legend: string;
  /** Under the fields: the year is optional, say. */
  hint?: string;
  day: string;
  month: string;
  year: string;
  onChange(part: 'day' | 'month' | 'year', value: string): void;
  /** The date rule reports an impossible day on `day` and a wrong or missing year on `year`. */
  errors: { day?: string; year?: string };
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1));

/**
 * A date as people give it: a day and a month, and the year if they know it (a birthday without a year is common).
 * Selects for day and month (no typing mistakes, and month names in the page's language), a field for the year.
 */
export function DayMonthFields({ legend, hint, day, month, year, onChange, errors }: DayMonthFieldsProps) {
  const { t } = useTranslation('people');
  const language = useLanguage();
  const id = useId();
  const dayError = errors.day ? `${id}-day-error` : null;
  const yearError = errors.year ? `${id}-year-error` : null;
  const hintId = hint ? `${id}-hint` : null;
  const describe = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className={frame.fieldset} aria-describedby={describe(hintId)}>
      <legend className={frame.legend}>{legend}</legend>
      <div className={styles.parts}>
        <div className="k-field">
          <label className="k-label" htmlFor={`${id}-day`}>
            {t('dateFields.day')}
          </label>
          <select
            id={`${id}-day`}
            className="k-input"
            value={day}
            onChange={(event) => onChange('day', event.target.value)}
            aria-invalid={errors.day ? true : undefined}
            aria-describedby={describe(dayError)}
          >
            <option value="">{t('dateFields.choose')}</option>
            {DAYS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="k-field">
          <label className="k-label" htmlFor={`${id}-month`}>
            {t('dateFields.month')}
          </label>
          <select
            id={`${id}-month`}
            className="k-input"
            value={month}
            onChange={(event) => onChange('month', event.target.value)}
            aria-invalid={errors.day ? true : undefined}
            aria-describedby={describe(dayError)}
          >
            <option value="">{t('dateFields.choose')}</option>
            {monthNames(language).map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="k-field">
          <label className="k-label" htmlFor={`${id}-year`}>
            {t('dateFields.year')}
          </label>
          <input
            id={`${id}-year`}
            className="k-input"
            value={year}
            onChange={(event) => onChange('year', event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            aria-invalid={errors.year ? true : undefined}
            aria-describedby={describe(yearError)}
          />
        </div>
      </div>
      {errors.day ? (
        <p id={dayError!} className="k-field-error">
          {errors.day}
        </p>
      ) : null}
      {errors.year ? (
        <p id={yearError!} className="k-field-error">
          {errors.year}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId!} className="k-field-hint">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
