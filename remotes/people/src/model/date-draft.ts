import type { LeadDays } from '@koester/contract/dates/reminders';
import type { Recurrence } from '@koester/contract/dates/important-dates';
import { validateImportantDate, type DateFormValues, type DateKind } from '@koester/contract/validation/date-rules';
import type { RuleResult } from '@koester/contract/validation/text-rules';

/** An important date as its form holds it: selects and fields give text. */
export interface DateDraft {
  kind: DateKind;
  label: string;
  day: string;
  month: string;
  year: string;
  recurrence: Recurrence;
  /** Absent: the user's default reminders apply (the API's rule). */
  lead_days?: LeadDays[];
}

/** A whole number as typed ("1986", " 7 "); anything else stays something the rule refuses. */
function numberOf(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Whether anything of a date was filled in (the birthday on the new-person form is optional). */
export const hasDateInput = (draft: Pick<DateDraft, 'day' | 'month' | 'year'>): boolean =>
  [draft.day, draft.month, draft.year].some((part) => part.trim() !== '');

/**
 * The draft checked by the shared date rule, the one the API applies: a real day (29 February without a year is
 * fine), a year in range, a year for a one-time date, a name for a custom date. A birthday carries no name.
 */
export function checkDateDraft(draft: DateDraft): RuleResult<DateFormValues> {
  return validateImportantDate({
    kind: draft.kind,
    label: draft.kind === 'birthday' ? null : draft.label,
    day: numberOf(draft.day),
    month: numberOf(draft.month),
    year: numberOf(draft.year),
    recurrence: draft.recurrence,
    ...(draft.lead_days === undefined ? {} : { lead_days: draft.lead_days }),
  });
}
