import { expect, test } from '@playwright/test';
import { watchForText } from '../support/ui';

test('logging in lands signed in on /feedback, and a reload keeps the session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('demo@koester.test');
  await page.getByLabel('Password').fill('Koester!Demo1');
  const loggedIn = await watchForText(page, 'Successfully logged in!');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/feedback$/);
  await loggedIn();
  const nav = page.getByRole('banner');
  await expect(nav.getByText('Hi, Demo')).toBeVisible();
  await expect(page.locator('[data-session="signed-in"]')).toContainText('Signed in as Demo.');

  await page.reload();
  await expect(nav.getByText('Hi, Demo')).toBeVisible();

  // The user's menu by keyboard: Tab past Log out closes it; Escape from inside returns to the greeting.
  const greeting = nav.getByRole('button', { name: /^Hi, Demo/ });
  await greeting.focus();
  await page.keyboard.press('Enter');
  await expect(greeting).toHaveAttribute('aria-expanded', 'true');
  const logOut = nav.getByRole('button', { name: 'Log out' });
  while (!(await logOut.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(greeting).toHaveAttribute('aria-expanded', 'false');
  await greeting.click();
  await nav.getByRole('link', { name: 'My wishlists' }).focus();
  await page.keyboard.press('Escape');
  await expect(greeting).toHaveAttribute('aria-expanded', 'false');
  await expect(greeting).toBeFocused();

  await page.goto('/login');
  await expect(page.getByText('You are already logged in as Demo.')).toBeVisible();
});

test('a wrong password shows "Invalid email or password", translated', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address and password.');

  await page.getByLabel('Email address').fill('demo@koester.test');
  await page.getByLabel('Password').fill('Not!ThePassword1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Nederlands' }).click();
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Onjuist e-mailadres of wachtwoord');
});
