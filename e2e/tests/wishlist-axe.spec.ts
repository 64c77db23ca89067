import { expect, test } from '@playwright/test';
import { uniqueWord } from '../support/api';
import { seedSignIn } from '../support/identity';
import { expectNoGraveViolations } from '../support/ui';
import {
  createProfileUser,
  makeExpiredWishlist,
  makeWishlist,
  markBoughtByApi,
  reserveByApi,
} from '../support/wishlist';

for (const lang of ['nl', 'en', 'fr'] as const) {
  for (const who of ['visitor', 'friend', 'owner'] as const) {
    test(`axe: no serious or critical violations on a shared wishlist (${lang}, ${who})`, async ({
      browser,
      request,
    }) => {
      const word = uniqueWord();
      const owner = await createProfileUser(request, 'Axel Owner');
      const friend = await createProfileUser(request, 'Fien Friend');
      const other = await createProfileUser(request, 'Otis Other');
      const list = await makeWishlist(request, owner, {
        description: 'For my birthday, thank you!',
        items: [
          { title: `Teapot ${word}`, price: 35.5, url: 'https://shop.example/teapot' },
          { title: `Vase ${word}`, price: 20, image_url: 'https://127.0.0.1:1/x.png' },
          { title: `Socks ${word}`, description: 'Warm ones.' },
          { title: `Board game ${word}`, price: 42 },
        ],
      });
      // One gift reserved and bought by the friend, one reserved by someone else: every kind of card shows.
      await reserveByApi(request, friend, list.token, list.items[`Teapot ${word}`]!);
      await markBoughtByApi(request, friend, list.token, list.items[`Teapot ${word}`]!);
      await reserveByApi(request, other, list.token, list.items[`Socks ${word}`]!);

      const context = await browser.newContext();
      const page = await context.newPage();
      if (who === 'friend') await seedSignIn(page, request, friend.email, friend.password);
      if (who === 'owner') await seedSignIn(page, request, owner.email, owner.password);
      await page.goto(`/wishlist/${list.token}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('article')).toHaveCount(4);
      if (who === 'friend') await expect(page.locator('main [data-session="signed-in"]')).toBeVisible();
      await expectNoGraveViolations(page, `/wishlist (${who})`);
      await context.close();
    });
  }
}

test('axe: no serious or critical violations on the expired page', async ({ page, request }) => {
  const owner = await createProfileUser(request, 'Axel Expired');
  const list = await makeExpiredWishlist(request, owner, [{ title: 'Mug' }]);
  await page.goto(`/wishlist/${list.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
  await expectNoGraveViolations(page, '/wishlist expired');
});
