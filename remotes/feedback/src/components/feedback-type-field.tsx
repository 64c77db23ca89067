import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPES, type FeedbackType } from '@koester/contract/validation/feedback-rules';
import styles from './feedback-type-field.module.css';

interface FeedbackTypeFieldProps {
  /** The id of the first choice, which takes focus when the type is wrong; its error's id is `${id}-error`. */
  id: string;
  value: FeedbackType;
  error?: string;
  onChange(type: FeedbackType): void;
}

/** The submit form's choice between a bug and a feature request (spec §5), with its error below. */
export function FeedbackTypeField({ id, value, error, onChange }: FeedbackTypeFieldProps) {
  const { t } = useTranslation('feedback');
  return (
    <fieldset className={styles.types} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="k-label">{t('submit.type')}</legend>
      {FEEDBACK_TYPES.map((type, index) => (
        <label key={type} className={styles.type}>
          <input
            id={index === 0 ? id : undefined}
            type="radio"
            name="feedback-type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {t(`type.${type}`)}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="k-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
