import { isLeadDays, LEAD_DAYS, type LeadDays } from '@koester/contract/dates/reminders';
import { FREE_LEAD_DAYS } from '@koester/contract/plans/plan-limits';

/** The one choice the free plan offers per date: no reminder, on the day, or 1 day before. */
type FreeChoice = 'none' | `${(typeof FREE_LEAD_DAYS)[number]}`;
export const FREE_CHOICES: readonly FreeChoice[] = ['none', ...FREE_LEAD_DAYS.map((days) => `${days}` as const)];

/** What a plan lets the reminders control offer: several of every lead time (Pro), or one of a few (Free). */
export const leadOptions = (advanced: boolean): readonly LeadDays[] => (advanced ? LEAD_DAYS : FREE_LEAD_DAYS);

/** Stored lead times as the API answers them (plain numbers), kept to the ones that exist, smallest first. */
export function toLeadDays(values: readonly number[]): LeadDays[] {
  return [...new Set(values.filter(isLeadDays))].sort((a, b) => a - b);
}

/**
 * The free plan's choice for stored lead times; null when they are more than Free holds (chosen on Pro before a
 * downgrade): nothing is ticked then, and the person picks again.
 */
export function freeChoiceOf(values: readonly number[]): FreeChoice | null {
  if (values.length === 0) return 'none';
  const [only] = values;
  if (values.length > 1 || only === undefined) return null;
  return FREE_CHOICES.find((choice) => choice === `${only}`) ?? null;
}

/** The lead times of a free-plan choice. */
export function fromFreeChoice(choice: FreeChoice): LeadDays[] {
  return choice === 'none' ? [] : [Number(choice) as LeadDays];
}

/** Ticks or unticks one lead time (Pro's checkboxes). */
export function toggleLead(values: readonly LeadDays[], days: LeadDays, on: boolean): LeadDays[] {
  return toLeadDays(on ? [...values, days] : values.filter((value) => value !== days));
}
