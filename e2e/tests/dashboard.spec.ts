import { expect, test } from '@playwright/test';
import { apiCall, uniqueWord } from '../support/api';
import { seedSignIn } from '../support/identity';
import { expectNoGraveViolations, logInOnLoginPage, logOutFromNavbar } from '../support/ui';
import { createProfileUser, makeWishlist } from '../support/wishlist';

test('signed out, the dashboard asks to log in and comes back after it', async ({ page, request }) => {
  const user = await createProfileUser(request, 'Dirk Dashboard');
  await page.goto('/dashboard?lang=en');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  await logInOnLoginPage(page, user);
  await expect(page).toHaveURL(/\/dashboard(\?lang=en)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Dirk Dashboard' })).toBeVisible();
});

test('rename: a refused name shows its reason and changes nothing; a good one is saved everywhere', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Rita Rename');
  await seedSignIn(page, request, user.email, user.password);
  await page.goto('/dashboard?lang=en');
  const nav = page.getByRole('banner');
  await expect(nav.getByText('Hi, Rita Rename')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Rita Rename');

  await page.getByRole('button', { name: 'Change name' }).click();
  const field = page.getByLabel('Your name');
  await expect(field).toBeFocused();
  await field.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const reason = page.locator('.k-field-error');
  await expect(reason).toBeVisible();
  const emptyReason = await reason.textContent();
  await field.fill('x'.repeat(101));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(reason).toBeVisible();
  expect(await reason.textContent()).not.toBe(emptyReason);
  // Nothing was saved.
  const before = await apiCall(request, 'GET', '/profiles', { token: user.idToken });
  expect((await before.json()).name).toBe('Rita Rename');

  // The server checks the same rule itself.
  const refused = await apiCall(request, 'PATCH', '/profiles', { token: user.idToken, data: { name: '' } });
  expect(refused.status()).toBe(400);

  await field.fill('  Rita Renamed  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your name has been updated')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Rita Renamed');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Rita Renamed' })).toBeVisible();
  await expect(nav.getByText('Hi, Rita Renamed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change name' })).toBeFocused();
  const after = await apiCall(request, 'GET', '/profiles', { token: user.idToken });
  expect((await after.json()).name).toBe('Rita Renamed');

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Rita Renamed');
  await expect(nav.getByText('Hi, Rita Renamed')).toBeVisible();

  // Escape closes the form without saving.
  await page.getByRole('button', { name: 'Change name' }).click();
  await page.getByLabel('Your name').fill('Someone Else');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-name')).toHaveText('Rita Renamed');
});

test('the plan, the wishlists and one’s own feedback (anonymous included), with the app links, in three languages', async ({
  page,
  request,
}) => {
  const word = uniqueWord();
  const user = await createProfileUser(request, 'Wim Overview');
  await seedSignIn(page, request, user.email, user.password);

  await page.goto('/dashboard?lang=en');
  await expect(page.getByTestId('plan-name')).toHaveText('Free');
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByText('You have no wishlists yet.')).toBeVisible();
  await expect(page.getByText('You have not shared any feedback yet.')).toBeVisible();
  await expectNoGraveViolations(page, '/dashboard (empty)');

  await makeWishlist(request, user, { name: `Birthday ${word}`, items: [{ title: 'Book' }, { title: 'Tea' }] });
  const named = await apiCall(request, 'POST', '/feedback', {
    token: user.idToken,
    data: { title: `Named ${word}`, description: 'A description long enough.', type: 'feature' },
  });
  await apiCall(request, 'POST', '/feedback', {
    token: user.idToken,
    data: { title: `Hidden ${word}`, description: 'A description long enough.', type: 'bug', is_anonymous: true },
  });
  await page.reload();
  const wishlists = page.getByRole('region', { name: 'Your wishlists' });
  await expect(wishlists).toContainText(`Birthday ${word}`);
  await expect(wishlists).toContainText('2 gifts');
  const feedback = page.getByRole('region', { name: 'Your feedback' });
  await expect(feedback.getByRole('link', { name: `Named ${word}` })).toHaveAttribute(
    'href',
    `/feedback/${(await named.json()).id}`,
  );
  await expect(feedback).toContainText(`Hidden ${word}`);
  await expect(feedback).toContainText('Shared anonymously');
  const app = page.getByRole('region', { name: 'The Koester app' });
  await expect(app.getByRole('link', { name: /Android test build/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(app.getByRole('link', { name: /iOS beta/ })).toHaveAttribute('href', /^https:\/\//);
  await expectNoGraveViolations(page, '/dashboard');

  await page.goto('/dashboard?lang=nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Hallo, Wim Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Je verlanglijstjes' })).toContainText('2 cadeaus');
  await expect(page.getByTestId('plan-name')).toHaveText('Gratis');
  await page.goto('/dashboard?lang=fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour, Wim Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vos avis' })).toContainText('Partagé anonymement');
});

test('on a phone nothing runs off the side of /pricing, /dashboard or /payment-success; logging out on the dashboard goes home', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Pia Phone With A Rather Long Name For A Small Screen');
  await seedSignIn(page, request, user.email, user.password);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/pricing?lang=fr&interval=yearly', '/dashboard?lang=nl', '/payment-success?session_id=cs_x']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, Pia Phone/ })).toBeVisible();
  await logOutFromNavbar(page);
  await expect(page).toHaveURL(/\/$/);
});
