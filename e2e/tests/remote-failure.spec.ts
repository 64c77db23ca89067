import { expect, test, type Page } from '@playwright/test';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { waitForLivePage } from '../support/ui';

let site: IsolatedSite;

test.beforeEach(async () => {
  site = await startIsolatedSite();
});

test.afterEach(async () => {
  await site.close();
});

async function expectFrame(page: Page, navName = 'Main') {
  await expect(page.getByRole('navigation', { name: navName })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Koester');
}

const unavailable = (page: Page) => page.getByRole('alert').filter({ hasText: 'temporarily unavailable' });

test('a remote whose server is down: the frame stays, the others work, Retry loads it without a reload', async ({
  page,
}) => {
  await site.stopRemote('feedback');
  await page.goto(`${site.url}/`);
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  // Links navigate in place once the page is live (before, they load the next page, as links do).
  await waitForLivePage(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(unavailable(page)).toBeVisible();
  await expectFrame(page);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Feedback');

  // Other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('[data-remote="account"] h1')).toHaveText('Pricing');

  // Still down: Retry keeps the message.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(unavailable(page)).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(unavailable(page)).toBeVisible();

  await site.startRemote('feedback');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback portal' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a remote answering errors on first load of a deep link: translated message, then recovery', async ({ page }) => {
  site.failRemote('feedback', 503);
  await page.goto(`${site.url}/feedback?lang=nl`);
  await expectFrame(page, 'Hoofdmenu');
  await expect(page.getByRole('alert')).toContainText('tijdelijk niet beschikbaar');

  site.failRemote('feedback', null);
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedbackportaal' })).toBeVisible();
});

test('a remote that comes back within the back-off loads without the message', async ({ page }) => {
  site.failRemote('account', 503);
  setTimeout(() => site.failRemote('account', null), 700);
  await page.goto(`${site.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test('a page chunk of a loaded remote that cannot be fetched: message, then Retry loads it', async ({ page }) => {
  await page.goto(`${site.url}/`);
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  // The marketing remote is loaded (the page is hydrated, not only shown); its /faq page is a separate chunk
  // fetched on first visit.
  await waitForLivePage(page);
  site.failRemote('marketing', 503);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(unavailable(page)).toBeVisible();
  await expectFrame(page);

  site.failRemote('marketing', null);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});
