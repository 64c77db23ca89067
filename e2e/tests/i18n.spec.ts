import { expect, test } from '@playwright/test';
import { waitForLivePage } from '../support/ui';

test.describe('languages', () => {
  test('switching re-renders the shell and the active remote at once, and survives a reload', async ({ page }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback portal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // In place once the whole page is live; before that, the switcher loads the page in the new language.
    await waitForLivePage(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.getByRole('button', { name: 'Nederlands' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedbackportaal' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Over ons' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText('Feedbackportaal');
    await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle('Feedbackportaal · Koester');
    // It happened in place, without loading the page again.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedbackportaal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Portail de feedback' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Confidentialité');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the browser language is detected, and ?lang= wins over it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We helpen je koesteren wie je dierbaar is' }),
    ).toBeVisible();
    await page.goto('/about?lang=fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nous vous aidons à chérir ceux qui comptent' }),
    ).toBeVisible();
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});
