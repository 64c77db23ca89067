import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Checkout sessions of the payment provider, as its webhook records them (locally, the demo data holds one). */
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
  };
}

export type PaymentRepository = ReturnType<typeof paymentRepository>;
