import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { identitySettings, mailboxCode, signInTokens } from '../support/identity';
import { watchForText } from '../support/ui';

test('feedback portal: the shared modal logs in on the page; its "create account" goes to /signup', async ({
  page,
}) => {
  await page.goto('/feedback');
  const portal = page.locator('[data-remote="feedback"]');
  const dialog = page.getByRole('dialog', { name: 'Log in to continue' });

  await portal.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(portal.getByRole('button', { name: 'Log in' })).toBeFocused();

  await portal.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByRole('button', { name: 'No account yet? Create one' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.goBack();
  await portal.getByRole('button', { name: 'Log in' }).click();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in every field.');
  await dialog.getByLabel('Email address').fill('demo@koester.test');
  await dialog.getByLabel('Password').fill('Not!ThePassword1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(dialog.getByLabel('Email address')).toHaveValue('demo@koester.test');

  await dialog.getByLabel('Password').fill('Koester!Demo1');
  const loggedIn = await watchForText(page, 'Successfully logged in!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await loggedIn();
  await expect(dialog).toBeHidden();
  // The greeting's banner also holds the portal's Log out button.
  const greeting = portal.locator('[data-session="signed-in"]');
  await expect(greeting.locator('p')).toHaveText('Signed in as Demo.');
  await expect(greeting.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Hi, Demo')).toBeVisible();
  await expect(page).toHaveURL(/\/feedback$/);
});

test('shared wishlist: the modal switches between modes, and signing up in it confirms the code and signs in', async ({
  page,
  request,
}) => {
  const email = `mila.${Date.now()}@example.test`;
  await page.goto('/wishlist/demo');
  const list = page.locator('[data-remote="wishlist"]');
  await list.getByRole('button', { name: 'Create account' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Create an account');
  await dialog.getByRole('button', { name: 'Already have an account? Log in' }).click();
  await expect(dialog).toHaveAccessibleName('Log in to continue');
  await dialog.getByRole('button', { name: 'No account yet? Create one' }).click();
  await expect(dialog).toHaveAccessibleName('Create an account');
  await expect(page).toHaveURL(/\/wishlist\/demo$/);

  await dialog.getByLabel('Your name').fill('Mila Modal');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password').fill('Modal!Pass1');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText(`We sent a six-digit code to ${email}.`)).toBeVisible();
  const first = await mailboxCode(request, email);

  const codeSent = await watchForText(page, 'Confirmation code sent!');
  await dialog.getByRole('button', { name: 'Send a new code' }).click();
  await codeSent();
  await expect.poll(() => mailboxCode(request, email)).not.toBe(first);
  await dialog.getByLabel('Code from your email').fill(await mailboxCode(request, email));
  const created = await watchForText(page, 'Account created successfully!');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await created();
  await expect(dialog).toBeHidden();
  await expect(list.locator('[data-session="signed-in"]')).toHaveText(
    'Signed in as Mila Modal: you can reserve gifts on this list.',
  );
  await expect(page.getByRole('banner').getByText('Hi, Mila Modal')).toBeVisible();

  // The modal created the profile the API serves.
  const { apiBaseUrl } = await identitySettings(request);
  const { IdToken } = await signInTokens(request, email, 'Modal!Pass1');
  const profile = await request.get(`${apiBaseUrl}/profiles`, { headers: { Authorization: `Bearer ${IdToken}` } });
  expect(await profile.json()).toMatchObject({ name: 'Mila Modal', email });
});

test('the open modal has no WCAG A/AA violations and keeps keyboard focus inside the dialog', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/wishlist/demo');
  await page.locator('[data-remote="wishlist"]').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  // Shift+Tab from the first field reaches the close button, then wraps to the dialog's last control.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'No account yet? Create one' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await context.close();
});
