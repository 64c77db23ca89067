import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@koester/shared/toast/toast';
import type { LeadDays } from '@koester/contract/dates/reminders';
import { validateMailSettings } from '@koester/contract/validation/date-rules';
import type { RuleResult } from '@koester/contract/validation/text-rules';
import type { ReminderSettings } from '../api/get-reminder-settings';
import { useUpdateReminderSettings, type SettingsChange } from '../api/update-reminder-settings';
import { toLeadDays } from '../model/lead-times';
import { FormFrame } from './form-frame';
import { LeadTimeControl } from './lead-time-control';
import { TimeZoneField } from './time-zone-field';
import { useFormSubmit } from '@koester/shared/ui/use-form-submit';
import { PEOPLE_FORM } from './form-texts';
import styles from './form-frame.module.css';

const FIELDS = ['time_zone', 'default_lead_days', 'reminder_emails'];

type Draft = { time_zone: string; default_lead_days: LeadDays[]; reminder_emails: boolean };

/** The settings checked by the shared rule the API applies (a zone it knows, lead times it offers). */
function checkSettings(draft: Draft): RuleResult<SettingsChange> {
  const checked = validateMailSettings({ time_zone: draft.time_zone, default_lead_days: draft.default_lead_days });
  return checked.ok ? { ok: true, value: { ...checked.value, reminder_emails: draft.reminder_emails } } : checked;
}

/**
 * When reminders come: the time zone their 08:00 is in (the device's own suggested), the reminders a new date gets
 * (one choice on Free, several on Pro), and whether reminder emails go out at all.
 */
export function ReminderSettingsForm({ userId, settings }: { userId: string; settings: ReminderSettings }) {
  const { t } = useTranslation('people');
  const id = useId();
  const save = useUpdateReminderSettings(userId);
  const [draft, setDraft] = useState<Draft>(() => ({
    time_zone: settings.time_zone,
    default_lead_days: toLeadDays(settings.default_lead_days),
    reminder_emails: settings.reminder_emails,
  }));
  const state = useFormSubmit(save, FIELDS, PEOPLE_FORM);
  const { errors, clearError } = state;
  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  return (
    <FormFrame
      state={state}
      onSubmit={() => state.submit(checkSettings(draft), () => void toast.success(t('settings.saved')))}
      submitLabel={t('settings.save')}
      busyLabel={t('form.saving')}
      label={t('settings.remindersTitle')}
    >
      <TimeZoneField value={draft.time_zone} onChange={(zone) => change('time_zone', zone)} error={errors.time_zone} />
      <LeadTimeControl
        advanced={settings.advanced_reminders}
        value={draft.default_lead_days}
        onChange={(value) => change('default_lead_days', value)}
        legend={t('settings.defaultReminders')}
        error={errors.default_lead_days}
      />
      <div className="k-field">
        <label className={styles.choice} htmlFor={`${id}-emails`}>
          <input
            id={`${id}-emails`}
            type="checkbox"
            checked={draft.reminder_emails}
            onChange={(event) => change('reminder_emails', event.target.checked)}
            aria-describedby={`${id}-emails-hint`}
          />
          {t('settings.emails')}
        </label>
        <p id={`${id}-emails-hint`} className="k-field-hint">
          {t('settings.emailsHint')}
        </p>
      </div>
    </FormFrame>
  );
}
