import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_DATA } from '@koester/contract/demo/demo-accounts';
import type { Database } from '../db/schema.ts';

const { admin, demo } = DEMO_ACCOUNTS;

// Fixed ids make the seed idempotent: a second run inserts nothing.
const id = (n: number) => `5eed0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const WISHLIST = id(1);
const OLD_WISHLIST = id(2);

const ITEMS = [
  {
    id: id(101),
    title: 'Linnen plaid in zandkleur',
    description: 'Zacht en groot genoeg voor de bank.',
    price: '59.95',
    url: 'https://example.com/plaid',
  },
  {
    id: id(102),
    title: 'Keramieken koffiemok set',
    description: 'Twee handgemaakte mokken, liefst in groen.',
    price: '34.50',
    url: 'https://example.com/mokken',
  },
  {
    id: id(103),
    title: 'Boek: "De kunst van het geven"',
    description: null,
    price: '22.99',
    url: 'https://example.com/boek',
  },
  {
    id: id(104),
    title: 'Workshop keramiek voor twee',
    description: 'Een zaterdagochtend samen aan de draaischijf.',
    price: '89.00',
    url: 'https://example.com/workshop',
  },
  { id: id(105), title: 'Verse bloemen abonnement (3 maanden)', description: null, price: null, url: null },
];

const FEEDBACK = [
  {
    id: id(201),
    title: 'Herinnering een week van tevoren',
    description: 'Ik wil naast de herinnering van 1 dag ook een herinnering een week eerder kunnen kiezen.',
    type: 'feature',
    status: 'completed',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(40),
  },
  {
    id: id(202),
    title: 'Cadeau-ideeën delen met partner',
    description: 'Het zou fijn zijn als ik ideeën voor een gezamenlijk cadeau met mijn partner kan delen.',
    type: 'feature',
    status: 'in_progress',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(21),
  },
  {
    id: id(203),
    title: 'Verjaardag verschuift een dag',
    description: 'Bij een contact met een verjaardag op 29 februari verschijnt de herinnering op de verkeerde dag.',
    type: 'bug',
    status: 'open',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: true,
    created_at: daysAgo(9),
  },
  {
    id: id(204),
    title: 'Donkere modus',
    description: 'Graag een donkere modus voor de avond, dat is prettiger voor de ogen.',
    type: 'feature',
    status: 'open',
    user_id: admin.sub,
    author_is_admin: true,
    is_anonymous: false,
    created_at: daysAgo(7),
  },
  {
    id: id(205),
    title: 'Inloggen met vingerafdruk',
    description: 'Inloggen met vingerafdruk of gezichtsherkenning zou het openen van de app sneller maken.',
    type: 'feature',
    status: 'declined',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(30),
  },
  {
    id: id(206),
    title: 'Melding komt niet door op Android',
    description: 'Op mijn Android-telefoon komt de melding van een herinnering soms pas uren later binnen.',
    type: 'bug',
    status: 'open',
    user_id: demo.sub,
    author_is_admin: false,
    is_anonymous: false,
    created_at: daysAgo(3),
  },
] as const;

/**
 * Seeds the demo data of the local run contract: profiles of the demo user and
 * the admin, the demo user's wishlist (share token "demo", one item reserved by
 * the admin), an expired link "demo-expired", feedback of both types in every
 * status with votes and comments, and the paid checkout session "cs_test_demo".
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

    await trx
      .insertInto('wishlists')
      .values([
        {
          id: WISHLIST,
          profile_id: demo.sub,
          name: 'Verjaardag Demo',
          description: 'Dank je wel dat je aan me denkt! Kleine dingen zijn net zo welkom.',
        },
        { id: OLD_WISHLIST, profile_id: demo.sub, name: 'Kerst vorig jaar', description: null },
      ])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('wishlist_items')
      .values([
        ...ITEMS.map((item) => ({ ...item, wishlist_id: WISHLIST })),
        {
          id: id(111),
          wishlist_id: OLD_WISHLIST,
          title: 'Warme wollen sjaal',
          description: null,
          price: '45.00',
          url: null,
        },
      ])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    // The admin is the team: its reservation may carry the team's name, which the name rule keeps from anyone else.
    await trx
      .insertInto('wishlist_claims')
      .values({
        item_id: id(102),
        user_id: admin.sub,
        user_name: admin.name,
        user_email: admin.email,
        user_is_admin: true,
      })
      .onConflict((oc) => oc.column('item_id').doNothing())
      .execute();
    await trx
      .insertInto('wishlist_share_links')
      .values([
        { token: DEMO_DATA.wishlistToken, wishlist_id: WISHLIST, expires_at: null },
        { token: DEMO_DATA.expiredWishlistToken, wishlist_id: OLD_WISHLIST, expires_at: daysAgo(1) },
      ])
      .onConflict((oc) => oc.column('token').doNothing())
      .execute();

    await trx
      .insertInto('feedback')
      .values(FEEDBACK.map((item) => ({ ...item })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await trx
      .insertInto('feedback_votes')
      .values([
        { feedback_id: id(201), user_id: admin.sub, upvote: true },
        { feedback_id: id(202), user_id: admin.sub, upvote: true },
        { feedback_id: id(204), user_id: demo.sub, upvote: true },
        { feedback_id: id(205), user_id: admin.sub, upvote: false },
        { feedback_id: id(206), user_id: admin.sub, upvote: true },
      ])
      .onConflict((oc) => oc.columns(['feedback_id', 'user_id']).doNothing())
      .execute();
    await trx
      .insertInto('feedback_comments')
      .values([
        {
          id: id(301),
          feedback_id: id(201),
          user_id: admin.sub,
          content: 'Staat erin sinds de laatste testversie. Bedankt voor de tip!',
          is_admin: true,
        },
        {
          id: id(302),
          feedback_id: id(206),
          user_id: demo.sub,
          content: 'Het gebeurt vooral als de batterijbesparing aan staat.',
          is_admin: false,
        },
        {
          id: id(303),
          feedback_id: id(206),
          user_id: admin.sub,
          content: 'Dank je, we kijken ernaar.',
          is_admin: true,
        },
      ])
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    await trx
      .insertInto('checkout_sessions')
      .values({ id: DEMO_DATA.paidCheckoutSession, user_id: demo.sub, status: 'paid', plan: 'pro' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  });
}
