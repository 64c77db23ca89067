import type { PlanId } from '@koester/contract/plans/plan-ids';

/**
 * What each plan holds (spec §1, §9; docs/decisions.md "Plans: what Free gets"). The API enforces these; the pages
 * show them and the pricing page's feature lists say the same.
 * - Free: up to 10 relationships; one reminder per date, on the day itself or 1 day before.
 * - Pro and Premium: no limit on relationships; "advanced reminders": any of the lead times (on the day, 1 and 3
 *   days, 1, 2 and 3 weeks before), several per date.
 */
export const FREE_RELATIONSHIPS = 10;

/** The lead times (days before) the free plan may choose from; paid plans may choose any. */
export const FREE_LEAD_DAYS = [0, 1] as const;

/** The most relationships a plan holds; null for no limit. */
export function relationshipLimit(plan: PlanId): number | null {
  return plan === 'free' ? FREE_RELATIONSHIPS : null;
}

/** Whether the plan has the advanced reminders: more than one per date, and lead times beyond 1 day. */
export const hasAdvancedReminders = (plan: PlanId): boolean => plan !== 'free';

/**
 * Whether a date's lead times (already checked to be valid and distinct) fit the plan: on Free at most one, and only
 * on the day or 1 day before.
 */
export function leadDaysFitPlan(plan: PlanId, leadDays: readonly number[]): boolean {
  if (hasAdvancedReminders(plan)) return true;
  return leadDays.length <= 1 && leadDays.every((days) => (FREE_LEAD_DAYS as readonly number[]).includes(days));
}
