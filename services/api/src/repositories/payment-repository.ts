import type { Kysely } from 'kysely';
import { isPaidPlanId, type PlanId } from '@koester/contract/plans/plan-ids';
import type { Database } from '../db/schema.ts';

/**
 * Checkout sessions of the payment provider, as its webhook records them (locally, the demo data holds one), and the
 * plan they make a user's.
 */
export function paymentRepository(db: Kysely<Database>) {
  return {
    /** A checkout session's status, plan and payer; undefined when none has this id. */
    findCheckoutSession(sessionId: string) {
      return db
        .selectFrom('checkout_sessions')
        .select(['status', 'plan', 'user_id'])
        .where('id', '=', sessionId)
        .executeTakeFirst();
    },
    /**
     * The plan as far as the site knows it: that of the user's most recent paid checkout session (by created_at,
     * then id, so two sessions of one instant still give one answer), or free. A plan id the site does not sell
     * counts as free rather than as an older session's plan: the newest payment is what the user bought last.
     */
    async plan(userId: string): Promise<PlanId> {
      const row = await db
        .selectFrom('checkout_sessions')
        .select('plan')
        .where('user_id', '=', userId)
        .where('status', '=', 'paid')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const plan = row?.plan;
      return isPaidPlanId(plan) ? plan : 'free';
    },
  };
}

export type PaymentRepository = ReturnType<typeof paymentRepository>;
