import { isValidImportantDate, RECURRENCES, type Recurrence } from '@koester/contract/dates/important-dates';
import { isLeadDays, type LeadDays } from '@koester/contract/dates/reminders';
import { isValidTimeZone } from '@koester/contract/dates/time-zones';
import { LANGUAGES, type Language } from '@koester/contract/i18n/languages';
import { textCheck } from '@koester/contract/validation/field-checks';
import { ruleError, type RuleError, type RuleResult } from '@koester/contract/validation/text-rules';

/** The kinds of important date (spec §1): a birthday, an anniversary, a name day, or one the user names. */
export const DATE_KINDS = ['birthday', 'anniversary', 'name_day', 'custom'] as const;
export type DateKind = (typeof DATE_KINDS)[number];

/** Years a date may carry: a birth year or a wedding long ago, a party planned ahead. */
export const DATE_LIMITS = { labelMax: 60, yearMin: 1900, yearMax: 2200 } as const;

export interface DateFormValues {
  kind: DateKind;
  label: string | null;
  day: number;
  month: number;
  year: number | null;
  recurrence: Recurrence;
  /** The reminders' lead times, distinct and smallest first; undefined when not sent (the user's default applies). */
  lead_days?: LeadDays[];
}

interface MailSettingsValues {
  time_zone?: string;
  language?: Language;
  default_lead_days?: LeadDays[];
}

const labelCheck = textCheck({
  max: DATE_LIMITS.labelMax,
  oneLine: true,
  tooLong: ruleError('LABEL_TOO_LONG', `The name of a date can be at most ${DATE_LIMITS.labelMax} characters`),
});
const LEAD_DAYS_INVALID = ruleError('LEAD_DAYS_INVALID', 'Choose reminders from the options offered');

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** Lead times: a list of distinct offered values, at most one of each; kept smallest first. */
function leadDaysOf(raw: unknown): { value: LeadDays[] } | { error: RuleError } {
  if (!Array.isArray(raw) || !raw.every(isLeadDays) || new Set(raw).size !== raw.length) {
    return { error: LEAD_DAYS_INVALID };
  }
  return { value: [...raw].sort((a, b) => a - b) };
}

/**
 * An important date, whole (a new one, or its replacement): a real day (29 February needs no year, or a leap
 * year), a year in range, a 'once' date with its year, a custom date with a name.
 */
export function validateImportantDate(input: Record<string, unknown>): RuleResult<DateFormValues> {
  const errors: Record<string, RuleError> = {};
  const kind = input.kind as DateKind;
  if (!DATE_KINDS.includes(kind)) errors.kind = ruleError('INVALID_CHOICE', 'Choose one of the options offered');
  const recurrence = input.recurrence as Recurrence;
  if (!RECURRENCES.includes(recurrence))
    errors.recurrence = ruleError('INVALID_CHOICE', 'Choose one of the options offered');
  const label = labelCheck(input.label);
  if ('error' in label) errors.label = label.error;
  else if (kind === 'custom' && !label.value)
    errors.label = ruleError('LABEL_REQUIRED', 'Give this date a name, such as “First date”');
  const { day, month } = input;
  const year = input.year ?? null;
  if (!isWhole(day) || !isWhole(month)) errors.day = ruleError('DATE_INVALID', 'This day does not exist in that month');
  if (year !== null && (!isWhole(year) || year < DATE_LIMITS.yearMin || year > DATE_LIMITS.yearMax)) {
    errors.year = ruleError(
      'YEAR_OUT_OF_RANGE',
      `Enter a year between ${DATE_LIMITS.yearMin} and ${DATE_LIMITS.yearMax}`,
    );
  } else if (year === null && recurrence === 'once') {
    errors.year = ruleError('YEAR_REQUIRED', 'A one-time date needs a year');
  } else if (!errors.day && !errors.recurrence) {
    const valid = isValidImportantDate({ day: day as number, month: month as number, year, recurrence });
    if (!valid) errors.day = ruleError('DATE_INVALID', 'This day does not exist in that month');
  }
  const lead = input.lead_days === undefined ? undefined : leadDaysOf(input.lead_days);
  if (lead && 'error' in lead) errors.lead_days = lead.error;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      kind,
      label: 'value' in label ? label.value : null,
      day: day as number,
      month: month as number,
      year: year as number | null,
      recurrence,
      ...(lead && 'value' in lead ? { lead_days: lead.value } : {}),
    },
  };
}

/** A change to the mail settings: only the fields sent are checked. */
export function validateMailSettings(input: Record<string, unknown>): RuleResult<MailSettingsValues> {
  const errors: Record<string, RuleError> = {};
  const value: MailSettingsValues = {};
  if (input.time_zone !== undefined) {
    if (typeof input.time_zone === 'string' && isValidTimeZone(input.time_zone)) {
      // Kept as the zone's own name ("europe/amsterdam" → "Europe/Amsterdam"), as the settings list shows it.
      value.time_zone = new Intl.DateTimeFormat('en', { timeZone: input.time_zone }).resolvedOptions().timeZone;
    } else errors.time_zone = ruleError('TIME_ZONE_INVALID', 'Choose a time zone from the list');
  }
  if (input.language !== undefined) {
    if ((LANGUAGES as readonly unknown[]).includes(input.language)) value.language = input.language as Language;
    else errors.language = ruleError('INVALID_CHOICE', 'Choose one of the options offered');
  }
  if (input.default_lead_days !== undefined) {
    const lead = leadDaysOf(input.default_lead_days);
    if ('error' in lead) errors.default_lead_days = lead.error;
    else value.default_lead_days = lead.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };
}
