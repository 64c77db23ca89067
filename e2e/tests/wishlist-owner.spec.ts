import { expect, test } from '@playwright/test';
import { apiCall, uniqueWord } from '../support/api';
import { E2E_API_URL } from '../support/env';
import { seedSignIn } from '../support/identity';
import {
  createProfileUser,
  giftCard,
  makeWishlist,
  markBoughtByApi,
  recordApiAnswers,
  reserveByApi,
  sharedList,
  type SharedItemJson,
} from '../support/wishlist';

test('the owner sees their own list without reservations: not in the page, not in any answer of the API', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, 'Oona Owner');
  const claimer = await createProfileUser(request, `Carla Claimer ${word}`);
  const bike = `Bike ${word}`;
  const bell = `Bell ${word}`;
  const pump = `Pump ${word}`;
  const list = await makeWishlist(request, owner, {
    items: [{ title: bike, price: 450 }, { title: bell, price: 8 }, { title: pump }],
  });
  await reserveByApi(request, claimer, list.token, list.items[bike]!);
  await markBoughtByApi(request, claimer, list.token, list.items[bike]!);
  await reserveByApi(request, claimer, list.token, list.items[bell]!);

  // Every answer from the API during the visit, with its body.
  const answers = recordApiAnswers(page);

  await seedSignIn(page, request, owner.email, owner.password);
  await page.goto(`/wishlist/${list.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oona Owner’s wishlist');
  await expect(page.getByRole('heading', { name: 'This is your own wishlist' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.waitForLoadState('networkidle');

  const main = page.locator('main');
  await expect(main.getByRole('button', { name: /Reserve|Cancel|Mark|bought/i })).toHaveCount(0);
  for (const title of [bike, bell, pump]) await expect(giftCard(page, title).getByRole('button')).toHaveCount(0);
  await expect(main).not.toContainText('Reserved by');
  await expect(main).not.toContainText('Bought');
  await expect(main).not.toContainText('Carla');

  const seen = await answers();
  const listAnswers = seen.filter((a) => a.url === `${E2E_API_URL}/public/wishlists/${list.token}`);
  expect(listAnswers.length).toBeGreaterThan(0);
  for (const answer of listAnswers) {
    const body = JSON.parse(answer.body) as { is_owner: boolean; items: SharedItemJson[] };
    expect(body.is_owner).toBe(true);
    expect(body.items).toHaveLength(3);
    for (const item of body.items) {
      expect(item).toMatchObject({
        claim_status: 'hidden',
        purchased: null,
        claimed_by_user_id: null,
        claimed_by_name: null,
        is_mine: false,
      });
    }
  }
  for (const answer of seen) {
    for (const secret of [claimer.sub, claimer.name, claimer.email, 'Carla']) {
      expect(answer.body, `${answer.url} names the claimer`).not.toContain(secret);
    }
  }
  // The page opens no live stream for the owner; had it, the API answers 204: no events to the owner.
  for (const answer of seen.filter((a) => a.url.endsWith('/events'))) expect(answer.status).toBe(204);

  // From their shared page, the owner is one press from editing the list.
  await page.getByRole('link', { name: 'Edit this wishlist' }).click();
  await expect(page).toHaveURL(new RegExp(`/wishlists/${list.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Gifts (3)' })).toBeVisible();
  const events = await apiCall(request, 'GET', `/public/wishlists/${list.token}/events`, { token: owner.idToken });
  expect(events.status()).toBe(204);
  expect(await events.text()).toBe('');
});

test('the owner hides reservations from visitors who are not signed in: their page and the API show none, friends still see them', async ({
  page,
  browser,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, 'Hanna Hider');
  const friend = await createProfileUser(request, `Frits Friend ${word}`);
  const lamp = `Lamp ${word}`;
  const list = await makeWishlist(request, owner, { items: [{ title: lamp, price: 30 }] });
  await reserveByApi(request, friend, list.token, list.items[lamp]!);

  await seedSignIn(page, request, owner.email, owner.password);
  await page.goto(`/wishlists/${list.id}?lang=en`);
  const setting = page.getByRole('checkbox', {
    name: 'Hide reservations from visitors who are not signed in',
    exact: true,
  });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(page.getByText('Reservations are now hidden from visitors who are not signed in')).toBeVisible();
  await expect(setting).toBeChecked();
  await page.reload();
  await expect(setting).toBeChecked();

  // A visitor with only the link: the lamp looks free (reserving asks to sign in), and the answer says nothing more.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/wishlist/${list.token}?lang=en`);
  await expect(giftCard(visitorPage, lamp).getByRole('button', { name: `Reserve: ${lamp}` })).toBeVisible();
  await expect(giftCard(visitorPage, lamp)).not.toContainText('Reserved by');
  const anonymous = (await sharedList(request, list.token)).items.find((i) => i.title === lamp)!;
  expect(anonymous).toMatchObject({ claim_status: 'available', claimed_by_name: null, purchased: null });
  await visitor.close();

  // A signed-in friend still sees it taken, so nobody buys it twice.
  const other = await createProfileUser(request, 'Olga Other');
  const seen = (await sharedList(request, list.token, other)).items.find((i) => i.title === lamp)!;
  expect(seen).toMatchObject({ claim_status: 'claimed', claimed_by_name: `Frits Friend ${word}` });

  // Switched off again, the visitor sees the reservation as before.
  await setting.uncheck();
  await expect(page.getByText('Visitors who are not signed in see reservations again')).toBeVisible();
  expect((await sharedList(request, list.token)).items.find((i) => i.title === lamp)).toMatchObject({
    claim_status: 'claimed',
  });
});
