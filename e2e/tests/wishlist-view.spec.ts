import { expect, test } from '@playwright/test';
import { createUser, uniqueWord } from '../support/api';
import { E2E_API_URL, SHELL_URL } from '../support/env';
import { loginDialog, tabTo } from '../support/ui';
import {
  createProfileUser,
  makeExpiredWishlist,
  giftCard,
  makeWishlist,
  reserveByApi,
  sharedList,
} from '../support/wishlist';

/** A picture address nothing answers: the browser's load fails. */
const BROKEN_IMAGE = 'https://127.0.0.1:1/x.png';

test('a visitor views a list (en): owner, description, prices, shop links in a new tab, placeholders, a reserved gift', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, 'Nora Jansen');
  const friend = await createProfileUser(request, 'Rik Reserver');
  const cups = `Espresso cups ${word}`;
  const lamp = `Reading lamp ${word}`;
  const book = `Cookbook ${word}`;
  const list = await makeWishlist(request, owner, {
    description: `Things I would love, ${word}`,
    items: [
      { title: cups, description: 'Two, in blue.', price: 59.95, url: 'https://shop.example/cups' },
      { title: lamp, price: 1234.5, image_url: BROKEN_IMAGE },
      { title: book },
    ],
  });
  await reserveByApi(request, friend, list.token, list.items[book]!);

  await page.goto(`/wishlist/${list.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nora Jansen’s wishlist');
  await expect(page.getByText(`Things I would love, ${word}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);

  const cupsCard = giftCard(page, cups);
  await expect(cupsCard.getByText('Two, in blue.')).toBeVisible();
  await expect(cupsCard.getByText('€59.95', { exact: true })).toBeVisible();
  const shop = cupsCard.getByRole('link', { name: `View product: ${cups} (opens in a new tab)` });
  await expect(shop).toHaveAttribute('href', 'https://shop.example/cups');
  await expect(shop).toHaveAttribute('target', '_blank');
  await expect(shop).toHaveAttribute('rel', 'noopener noreferrer');
  // No picture given: the placeholder.
  await expect(cupsCard.getByRole('img', { name: 'No picture' })).toBeVisible();
  await expect(cupsCard.getByRole('button', { name: `Reserve: ${cups}` })).toBeVisible();

  // A picture that does not load: the placeholder too (the picture is lazy: bring it into view).
  const lampCard = giftCard(page, lamp);
  await lampCard.scrollIntoViewIfNeeded();
  await expect(lampCard.getByRole('img', { name: 'No picture' })).toBeVisible();
  await expect(lampCard.locator('img')).toHaveCount(0);
  await expect(lampCard.getByText('€1,234.50', { exact: true })).toBeVisible();
  await expect(lampCard.getByRole('link')).toHaveCount(0);

  // Reserved by someone: a signed-out visitor is not told who, and cannot reserve it.
  const bookCard = giftCard(page, book);
  await expect(bookCard.getByText('No price given')).toBeVisible();
  await expect(bookCard).toContainText('Reserved by someone else');
  await expect(bookCard).not.toContainText('Rik');
  await expect(bookCard.getByRole('button')).toHaveCount(0);
});

test('a visitor views a list (nl): Dutch heading and euro format (French too); a description "null" is hidden', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const owner = await createProfileUser(request, 'Sanne de Vries');
  const cups = `Espressokopjes ${word}`;
  const list = await makeWishlist(request, owner, {
    description: 'null',
    items: [{ title: cups, price: 59.95, url: 'https://shop.example/kopjes' }],
  });

  await page.goto(`/wishlist/${list.token}?lang=nl`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verlanglijstje van Sanne de Vries');
  const card = giftCard(page, cups);
  await expect(card.getByText(/^€\s59,95$/)).toBeVisible();
  await expect(card.getByRole('link', { name: `Bekijk product: ${cups} (opent in een nieuw tabblad)` })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Geen afbeelding' })).toBeVisible();
  await expect(card.getByRole('button', { name: `Reserveren: ${cups}` })).toBeVisible();
  await expect(page.locator('main').getByText('null', { exact: true })).toHaveCount(0);

  // French writes prices as the pricing page and the owner's page do: the euro sign first.
  await page.goto(`/wishlist/${list.token}?lang=fr`);
  await expect(giftCard(page, cups).getByText(/^€\s59,95$/)).toBeVisible();
});

test('an owner without a profile: the heading takes the name from the list name', async ({ page, request }) => {
  const owner = await createUser(request, 'Bram');
  const list = await makeWishlist(request, owner, { name: 'Verlanglijstje van Bram', items: [{ title: 'Skates' }] });
  expect((await sharedList(request, list.token)).owner_name).toBeNull();
  await page.goto(`/wishlist/${list.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bram’s wishlist');
});

test('an expired link, an unknown link', async ({ page, request }) => {
  const owner = await createProfileUser(request, 'Eva Expired');
  const list = await makeExpiredWishlist(request, owner, [{ title: 'Umbrella' }]);

  await page.goto(`/wishlist/${list.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
  await expect(page.getByText('This share link has expired', { exact: true })).toBeVisible();
  await expect(page.getByText('Ask the owner of the list for a new link.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await page.goto(`/wishlist/no-such-list-${uniqueWord()}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'This wishlist does not exist' })).toBeVisible();
  await expect(page.getByText('The link may be incomplete, or the owner stopped sharing it.')).toBeVisible();
});

test('an error from the API: the page says so with Try again, the frame keeps working, and Try again loads the list', async ({
  page,
  request,
}) => {
  const owner = await createProfileUser(request, 'Ewout Error');
  const list = await makeWishlist(request, owner, { items: [{ title: 'Thermos' }] });
  const listUrl = `${E2E_API_URL}/public/wishlists/${list.token}`;
  await page.route(listUrl, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'INTERNAL', message: 'Database on fire' }),
    }),
  );

  // The page as it arrives when the server has not rendered the list into it (as to a browser that keeps a
  // sign-in, or when the render was too slow): the browser asks the API itself, and that answer fails.
  await page.context().addCookies([{ name: 'koester_signed_in', value: '1', url: SHELL_URL }]);
  await page.goto(`/wishlist/${list.token}?lang=en`);
  const failed = page.getByRole('heading', { level: 1, name: 'An error occurred while loading the wishlist' });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Database on fire')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Koester');

  await page.unroute(listUrl);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ewout Error’s wishlist');
  await expect(giftCard(page, 'Thermos')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('[data-remote="account"] h1')).toHaveText('Pricing');
});

test('keyboard: Tab reaches a Reserve button, and Enter opens the sign-in modal (signed out)', async ({
  page,
  request,
}) => {
  const owner = await createProfileUser(request, 'Kees Keys');
  const title = `Headphones ${uniqueWord()}`;
  const list = await makeWishlist(request, owner, { items: [{ title, price: 80 }] });
  await page.goto(`/wishlist/${list.token}?lang=en`);
  const reserve = giftCard(page, title).getByRole('button', { name: `Reserve: ${title}` });
  await expect(reserve).toBeVisible();
  await tabTo(page, reserve);
  await page.keyboard.press('Enter');
  await expect(loginDialog(page)).toBeVisible();
  await expect(loginDialog(page).getByLabel('Email address')).toBeFocused();
});
