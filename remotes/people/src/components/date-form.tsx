import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@koester/shared/ui/form-field';
import { RECURRENCES } from '@koester/contract/dates/important-dates';
import { unescapeAngleBrackets } from '@koester/contract/validation/text-rules';
import { DATE_KINDS, DATE_LIMITS, type DateFormValues } from '@koester/contract/validation/date-rules';
import { useReminderSettings } from '../api/get-reminder-settings';
import type { ImportantDate } from '../api/get-person';
import { checkDateDraft, type DateDraft } from '../model/date-draft';
import { toLeadDays } from '../model/lead-times';
import { DayMonthFields } from './day-month-fields';
import { FormFrame } from './form-frame';
import { LeadTimeControl } from './lead-time-control';
import { useFormSubmit, type FormSave } from '@koester/shared/ui/use-form-submit';
import { PEOPLE_FORM } from './form-texts';
import styles from './form-frame.module.css';

interface DateFormProps {
  userId: string;
  /** The date as it is, when editing; absent for a new one. */
  initial?: ImportantDate;
  /** The first kind offered for a new date: a birthday until the person has one. */
  firstKind?: DateFormValues['kind'];
  save: FormSave<DateFormValues, ImportantDate>;
  submitLabel: string;
  busyLabel: string;
  /** What screen readers call the form; the submit label when not given. */
  label?: string;
  onSaved(): void;
  onCancel(): void;
}

const FIELDS = ['kind', 'label', 'day', 'year', 'recurrence', 'lead_days'];

/** What the date form starts from: the stored date, or an empty one of the first kind offered. */
function draftOf(initial: ImportantDate | undefined, firstKind: DateFormValues['kind']): DateDraft {
  if (!initial) return { kind: firstKind, label: '', day: '', month: '', year: '', recurrence: 'yearly' };
  return {
    kind: initial.kind,
    label: initial.label ? unescapeAngleBrackets(initial.label) : '',
    day: String(initial.day),
    month: String(initial.month),
    year: initial.year === null ? '' : String(initial.year),
    recurrence: initial.recurrence,
    lead_days: toLeadDays(initial.lead_days),
  };
}

/**
 * An important date: its kind (a name is needed for "another day", optional for an anniversary or name day), day
 * and month with the year if known, every year or once, and when reminders come (the plan decides the choice).
 */
export function DateForm(props: DateFormProps) {
  const { userId, initial, firstKind = 'birthday', save, submitLabel, busyLabel, label, onSaved, onCancel } = props;
  const { t } = useTranslation('people');
  // The plan (Free or Pro reminders) and the default reminders.
  const { data: settings, isPending: settingsPending } = useReminderSettings(userId);
  const id = useId();
  const [draft, setDraft] = useState<DateDraft>(() => draftOf(initial, firstKind));
  const state = useFormSubmit(save, FIELDS, PEOPLE_FORM);
  const { errors, clearError } = state;
  // Until chosen here, a new date gets the user's default reminders, as the API would give it.
  const leadDays = draft.lead_days ?? (settings ? toLeadDays(settings.default_lead_days) : undefined);
  const change = <K extends keyof DateDraft>(field: K, value: DateDraft[K], errorField: string = field) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(errorField);
  };

  return (
    <FormFrame
      state={state}
      onSubmit={() => state.submit(checkDateDraft({ ...draft, lead_days: leadDays }), onSaved)}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      onCancel={onCancel}
      label={label ?? submitLabel}
    >
      <div className={styles.row}>
        <div className="k-field">
          <label className="k-label" htmlFor={`${id}-kind`}>
            {t('dateForm.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="k-input"
            value={draft.kind}
            onChange={(event) => change('kind', event.target.value as DateDraft['kind'])}
            aria-invalid={errors.kind ? true : undefined}
            aria-describedby={errors.kind ? `${id}-kind-error` : undefined}
            autoFocus
          >
            {DATE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`occasion.${kind}`)}
              </option>
            ))}
          </select>
          {errors.kind ? (
            <p id={`${id}-kind-error`} className="k-field-error">
              {errors.kind}
            </p>
          ) : null}
        </div>
        {draft.kind === 'birthday' ? null : (
          <TextField
            label={t(draft.kind === 'custom' ? 'dateForm.label' : 'dateForm.labelOptional')}
            hint={t(`dateForm.labelHint.${draft.kind}`)}
            value={draft.label}
            onValue={(value) => change('label', value)}
            error={errors.label}
            required={draft.kind === 'custom'}
            autoComplete="off"
            maxLength={DATE_LIMITS.labelMax * 2}
          />
        )}
      </div>
      <DayMonthFields
        legend={t('dateForm.date')}
        hint={t('dateForm.dateHint')}
        day={draft.day}
        month={draft.month}
        year={draft.year}
        errors={{ day: errors.day, year: errors.year }}
        onChange={(part, value) => change(part, value, part === 'year' ? 'year' : 'day')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('dateForm.recurrence')}</legend>
        <div className={styles.choices}>
          {RECURRENCES.map((recurrence) => (
            <label key={recurrence} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-recurrence`}
                checked={draft.recurrence === recurrence}
                onChange={() => change('recurrence', recurrence, 'year')}
              />
              {t(`dateForm.${recurrence}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {settings && leadDays ? (
        <LeadTimeControl
          advanced={settings.advanced_reminders}
          value={leadDays}
          onChange={(value) => change('lead_days', value)}
          legend={t('dateForm.reminders')}
          error={errors.lead_days}
        />
      ) : (
        <p className="k-field-hint" role="status">
          {t(settingsPending ? 'dateForm.remindersLoading' : 'dateForm.remindersDefault')}
        </p>
      )}
    </FormFrame>
  );
}
