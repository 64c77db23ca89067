import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uniqueWord } from '../support/api';
import { E2E_API_URL } from '../support/env';
import { seedSignIn } from '../support/identity';
import { createProfileUser, makeWishlist, markBoughtByApi, reserveByApi } from '../support/wishlist';

async function scan(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    grave.map((v) => `${where}: ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

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
      await scan(page, `/wishlist (${who})`);
      await context.close();
    });
  }
}

test('axe: no serious or critical violations on the expired page', async ({ page, request }) => {
  const owner = await createProfileUser(request, 'Axel Expired');
  const list = await makeWishlist(request, owner, {
    items: [{ title: 'Mug' }],
    expiresAt: new Date(Date.now() + 2_000),
  });
  await expect
    .poll(async () => (await request.get(`${E2E_API_URL}/public/wishlists/${list.token}`)).status(), {
      timeout: 10_000,
    })
    .toBe(410);
  await page.goto(`/wishlist/${list.token}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link expired' })).toBeVisible();
  await scan(page, '/wishlist expired');
});
