import { expect, test, type Page } from '@playwright/test';
import { E2E_API_URL } from '../support/env';
import {
  ADMIN,
  adminToken,
  card,
  createUser,
  postComment,
  postFeedback,
  tabTo,
  uniqueWord,
  voteButtons,
} from '../support/feedback';
import { seedSignIn } from '../support/identity';
import { expectNoGraveViolations } from '../support/ui';

/** Every call to the API's feedback endpoints gets no answer, as when the API is down. */
async function feedbackApiDown(page: Page) {
  await page.route(new RegExp(`^${E2E_API_URL}/feedback`), (route) => route.abort('connectionrefused'));
}

test('the API down: the list says so with Try again, the frame and the other remotes keep working', async ({
  page,
}) => {
  await feedbackApiDown(page);
  await page.goto('/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback portal' })).toBeVisible();
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'An error occurred while loading feedback. Please try again later.' });
  // The list query retries twice before it gives up.
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add feedback' })).toBeEnabled();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(page.getByRole('contentinfo')).toContainText('Koester');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Feedback portal');
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('[data-remote="account"] h1')).toHaveText('Pricing');
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();

  // The API is back: Try again loads the list in place.
  await nav.getByRole('link', { name: 'Feedback' }).click();
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await page.unrouteAll();
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(failed).toBeHidden();
});

test('the API down on an item page: the load error shows, with the way back to the list', async ({ page }) => {
  await feedbackApiDown(page);
  await page.goto('/feedback/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'An error occurred while loading feedback. Please try again later.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
});

for (const lang of ['nl', 'en', 'fr'] as const) {
  for (const who of ['visitor', 'admin'] as const) {
    test(`axe: no serious or critical violations on /feedback and an item page (${lang}, ${who})`, async ({
      browser,
      request,
    }) => {
      // Two pages, each checked by axe in a light and a phone view, signed in as well for the admin: 30–45 s on two
      // cores with the rest of the suite running beside it.
      test.slow();
      const word = uniqueWord();
      const author = await createUser(request, 'Axe Author');
      const item = await postFeedback(request, author.idToken, { title: `Colour themes ${word}`, type: 'bug' });
      await postComment(request, author.idToken, item.id, 'A dark one, please.');
      await postComment(request, (await adminToken(request)).idToken, item.id, 'Noted, thank you.');

      const context = await browser.newContext();
      const page = await context.newPage();
      if (who === 'admin') await seedSignIn(page, request, ADMIN.email, ADMIN.password);
      const scan = (where: string) => expectNoGraveViolations(page, where);

      await page.goto(`/feedback?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('article').first()).toBeVisible();
      await scan('/feedback');

      // One item's comments open in the list (and, for the admin, its moderation controls).
      await page.goto(`/feedback?lang=${lang}&q=${word}`);
      const article = page.getByRole('article', { name: item.title });
      await article.locator('[aria-controls]').click();
      await expect(article.getByRole('listitem')).toHaveCount(2);
      if (who === 'admin') await expect(article.getByRole('group')).toBeVisible();
      await scan('/feedback, comments open');

      await page.goto(`/feedback/${item.id}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      await expect(page.getByRole('article').getByRole('listitem')).toHaveCount(2);
      await scan('item page');
      await context.close();
    });
  }
}

test('keyboard: Add feedback opens the form at the title, filters, votes and submit work without a mouse', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const author = await createUser(request, 'Key Author');
  const user = await createUser(request, 'Key User');
  const item = await postFeedback(request, author.idToken, { title: `Keyboard shortcuts ${word}`, type: 'bug' });
  await seedSignIn(page, request, user.email, user.password);
  await page.goto(`/feedback?q=${word}`);
  await expect(card(page, item.title)).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add feedback' }));
  await page.keyboard.press('Enter');
  const form = page.getByRole('region', { name: 'Share your feedback' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');

  // Filter: the Bugs chip, by keyboard.
  const bugs = page.getByRole('button', { name: 'Bugs' });
  await tabTo(page, bugs);
  await page.keyboard.press('Space');
  await expect(bugs).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]type=bug/);
  await expect(card(page, item.title)).toBeVisible();

  // Vote, by keyboard.
  const { up } = voteButtons(card(page, item.title));
  await tabTo(page, up);
  await page.keyboard.press('Enter');
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(up).toHaveAccessibleName('Vote up, 1 up vote');

  // Submit, by keyboard: the form's fields in order, then its submit button.
  await form.getByLabel('Title').focus();
  await page.keyboard.type(`Typed with keys ${word}`);
  await tabTo(page, form.getByLabel('Description'), 10);
  await page.keyboard.type('Every control works with Tab, Enter and Space.');
  await tabTo(page, form.getByRole('button', { name: 'Submit feedback' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! Your feedback was posted.')).toBeVisible();
});
