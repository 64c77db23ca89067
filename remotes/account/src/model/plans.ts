import type { RuntimeConfig } from '@koester/shared/config/runtime-config';
import {
  BILLING_INTERVALS,
  PLAN_IDS,
  isBillingInterval,
  isPlanId,
  type BillingInterval,
  type PaidPlanId,
  type PlanId,
} from '@koester/contract/plans/plan-ids';
import { FREE_RELATIONSHIPS, relationshipLimit } from '@koester/contract/plans/plan-limits';

/**
 * Koester's plans (spec §1, §3, §9): what each costs, offers and lacks. Names, features and limitations are keys of
 * the account namespace (`plans.<key>`), so the page says them in the reader's language; prices are euros; the
 * payment provider's price ids come from the runtime config, never from code. The features say what the API
 * enforces (`@koester/contract/plans/plan-limits`): Free keeps 10 relationships and one reminder per date, on the
 * day or 1 day before; Pro and Premium have no limit and the advanced reminders (up to 3 weeks ahead, several per
 * date).
 */
export interface Plan {
  id: PlanId;
  /** Text key of the plan's name. */
  name: string;
  /** Euros per billing interval. */
  price: Record<BillingInterval, number>;
  /** Text keys of what the plan offers, in the order shown. */
  features: readonly string[];
  /** Text keys of what it lacks; shown only when there are any. */
  limitations: readonly string[];
  /** The payment provider's price id per interval; null for the free plan, '' when not configured. */
  priceIds: Record<BillingInterval, string> | null;
  /** Relationships one may keep; null is unlimited. */
  relationshipLimit: number | null;
  /** Shown as the most popular choice. */
  mostPopular: boolean;
}

/** Spec §9: the free plan keeps up to 10 relationships (the API's limit). */
export const FREE_RELATIONSHIP_LIMIT = FREE_RELATIONSHIPS;

/** Spec §9: the savings badge of yearly billing. */
export const YEARLY_SAVINGS_PERCENT = 16;

type PlanTerms = Omit<Plan, 'priceIds'>;

const TERMS: Record<PlanId, PlanTerms> = {
  free: {
    id: 'free',
    name: 'free.name',
    price: { monthly: 0, yearly: 0 },
    features: ['free.relationships', 'free.reminders', 'free.notes', 'free.wishlists'],
    limitations: ['free.noAiSuggestions'],
    relationshipLimit: relationshipLimit('free'),
    mostPopular: false,
  },
  pro: {
    id: 'pro',
    name: 'pro.name',
    price: { monthly: 6.99, yearly: 69.99 },
    features: ['pro.relationships', 'pro.aiSuggestions', 'pro.advancedReminders', 'pro.prioritySupport'],
    limitations: [],
    relationshipLimit: relationshipLimit('pro'),
    mostPopular: false,
  },
  premium: {
    id: 'premium',
    name: 'premium.name',
    price: { monthly: 9.99, yearly: 99.99 },
    features: [
      'premium.everythingInPro',
      'premium.premiumAiSuggestions',
      'premium.analytics',
      'premium.customNotifications',
      'premium.whiteLabel',
    ],
    limitations: [],
    relationshipLimit: relationshipLimit('premium'),
    mostPopular: true,
  },
};

/** The three plans in the order the page shows them, with the configured price ids. */
export function plans(payments: RuntimeConfig['payments']): Plan[] {
  return PLAN_IDS.map((id) => ({
    ...TERMS[id],
    priceIds: id === 'free' ? null : { ...payments.priceIds[id as PaidPlanId] },
  }));
}

/** A plan or billing interval that does not exist (spec §5, "Plan choice"). */
export class PlanChoiceError extends Error {
  constructor(what: 'plan' | 'interval', value: unknown) {
    super(`Unknown ${what}: ${String(value)}`);
    this.name = 'PlanChoiceError';
  }
}

/** A plan chosen with its interval: what it costs then, and the price id a checkout needs (null when free). */
export interface PlanChoice {
  plan: Plan;
  interval: BillingInterval;
  price: number;
  priceId: string | null;
}

/** The choice of `planId` billed per `interval`; an unknown plan or interval raises a PlanChoiceError. */
export function choosePlan(payments: RuntimeConfig['payments'], planId: unknown, interval: unknown): PlanChoice {
  if (!isPlanId(planId)) throw new PlanChoiceError('plan', planId);
  if (!isBillingInterval(interval)) throw new PlanChoiceError('interval', interval);
  const plan = plans(payments).find((candidate) => candidate.id === planId)!;
  return { plan, interval, price: plan.price[interval], priceId: plan.priceIds?.[interval] ?? null };
}

/** The interval a URL asks for (?interval=yearly), else monthly. */
export function intervalFrom(value: string | null): BillingInterval {
  return isBillingInterval(value) ? value : BILLING_INTERVALS[0];
}

/** What a year costs per month, rounded down to the cent, for the "€ 5,83 per month" line under a yearly price. */
export function monthlyEquivalent(yearly: number): number {
  return Math.floor((yearly / 12) * 100) / 100;
}

/** How much yearly billing saves against twelve months, in whole percent (rounded down, as the badge says). */
export function yearlySavingsPercent(plan: Pick<Plan, 'price'>): number {
  const twelveMonths = plan.price.monthly * 12;
  return twelveMonths > 0 ? Math.floor((1 - plan.price.yearly / twelveMonths) * 100) : 0;
}
