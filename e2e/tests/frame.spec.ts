import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/env';
import { waitForLivePage } from '../support/ui';

test.describe('the frame around every page', () => {
  test('navbar, breadcrumb and footer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['About', 'FAQ', 'Contact', 'Blog', 'Pricing', 'Feedback']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Koester, home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
    // No breadcrumb on / (spec §2).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Koester`);
    for (const name of ['Blog', 'Privacy', 'Terms']) await expect(footer.getByRole('link', { name })).toBeVisible();

    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We help you cherish the people who matter' }),
    ).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('About us');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('About us · Koester');

    // Spec §2: 80 px page top padding.
    const padding = await page.locator('#root > *').evaluate((frame) => getComputedStyle(frame).paddingTop);
    expect(padding).toBe('80px');
  });

  test('unknown routes show the not-found page with a way home', async ({ page }) => {
    const manifests: string[] = [];
    page.on('request', (r) => r.url().endsWith('mf-manifest.json') && manifests.push(r.url()));
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    // The shell renders it alone: no remote is fetched for it.
    expect(manifests).toEqual([]);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('scrolled navbar style after 50 px, and scroll to top on a route change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('on a phone the navbar is a menu that closes on a route change or Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const faq = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(faq).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(faq).toBeVisible();
    await faq.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(faq).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(faq).toBeVisible();
    await faq.focus();
    await page.keyboard.press('Escape');
    await expect(faq).toBeHidden();
    // Focus that was in the menu goes back to its button, not lost.
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    // A press outside the open menu closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(faq).toBeVisible();
    await page.mouse.click(195, 830);
    await expect(faq).toBeHidden();
  });

  test('scrolled before the page is live, the navbar takes its scrolled style once it is', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    // The scripts wait until the visitor has scrolled the prerendered page.
    let release = () => {};
    const scrolled = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/.*\.js$/, async (route) => {
      await scrolled;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    release();
    await waitForLivePage(page);
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  test('keyboard: a skip link leads to the content, focus follows navigation', async ({ page }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Focus follows a navigation the site makes itself; before the page is live a link loads the next page afresh.
    await waitForLivePage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('main')).toBeFocused();
  });

  for (const path of [
    '/',
    '/about',
    '/faq',
    '/contact',
    '/blog',
    '/blog/the-art-of-meaningful-gift-giving',
    '/privacy',
    '/feedback',
    '/login',
    '/no-such-page',
  ]) {
    test(`no WCAG A/AA violations on ${path}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }
});

test('remotes load only when needed: / fetches marketing alone, hovering a link preloads its remote', async ({
  page,
}) => {
  const manifests: string[] = [];
  page.on('request', (r) => r.url().endsWith('/mf-manifest.json') && manifests.push(new URL(r.url()).port));
  await page.goto('/');
  await expect(page.locator('[data-remote="marketing"] h1')).toBeVisible();
  // The heading arrives prerendered: the scripts ask for the marketing remote only as they hydrate it, which a slow
  // machine may do after a quiet moment on the network. Wait for that request and for the page to be React's (a
  // pointer that comes before the link's handler is attached never enters it again), then for quiet, then count.
  await expect.poll(() => manifests).toContain(String(E2E_PORTS.marketing));
  await waitForLivePage(page);
  await page.waitForLoadState('networkidle');
  expect(manifests).toEqual([String(E2E_PORTS.marketing)]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).hover();
  await expect.poll(() => manifests).toContain(String(E2E_PORTS.feedback));
  expect(manifests).not.toContain(String(E2E_PORTS.wishlist));
});
