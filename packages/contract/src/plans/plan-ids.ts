/**
 * The plans Koester offers (spec §1, §3): free, and the two paid plans keyed by these ids. The plan definitions
 * (names, prices, features) are in the account remote's plan module; the API knows only the ids.
 */
export const PLAN_IDS = ['free', 'pro', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The paid plans: those a payment provider sells. */
export const PAID_PLAN_IDS = ['pro', 'premium'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const isPlanId = (value: unknown): value is PlanId => (PLAN_IDS as readonly unknown[]).includes(value);
export const isPaidPlanId = (value: unknown): value is PaidPlanId =>
  (PAID_PLAN_IDS as readonly unknown[]).includes(value);
export const isBillingInterval = (value: unknown): value is BillingInterval =>
  (BILLING_INTERVALS as readonly unknown[]).includes(value);
