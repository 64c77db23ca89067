import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_DATA } from '@koester/contract/demo/demo-accounts';
import type { Database } from '../db/schema.ts';
import { seedDemoFeedback } from './demo-feedback.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoWishlists } from './demo-wishlists.ts';

const { admin, demo } = DEMO_ACCOUNTS;

/**
 * Seeds the demo data of the local run contract: profiles of the demo user and
 * the admin, the demo user's wishlist (share token "demo", one item reserved by
 * the admin), an expired link "demo-expired", feedback of both types in every
 * status with votes and comments, the demo user's people with their birthdays (a few days and weeks after the first
 * start) and the paid checkout session "cs_test_demo".
 * Idempotent: existing rows are left as they are.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('profiles')
      .values([
        { user_id: admin.sub, name: admin.name, email: admin.email },
        { user_id: demo.sub, name: demo.name, email: demo.email },
      ])
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();

    await seedDemoWishlists(trx);
    await seedDemoFeedback(trx);
    await seedDemoPeople(trx);

    await trx
      .insertInto('checkout_sessions')
      .values({ id: DEMO_DATA.paidCheckoutSession, user_id: demo.sub, status: 'paid', plan: 'pro' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
}
