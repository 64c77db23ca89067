import type { Kysely } from 'kysely';
import { DEMO_ACCOUNTS, DEMO_DATA } from '@koester/contract/demo/demo-accounts';
import type { Database } from '../db/schema.ts';
import { daysAgo, demoId as id } from './demo-ids.ts';

const { admin, demo } = DEMO_ACCOUNTS;

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

/**
 * The demo user's wishlist (share token "demo", one item reserved by the admin), and an older list whose link
 * "demo-expired" has expired.
 */
export async function seedDemoWishlists(trx: Kysely<Database>): Promise<void> {
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
}
