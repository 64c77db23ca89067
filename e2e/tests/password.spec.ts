import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/env';
import { adminCreateUser, mailboxMessages } from '../support/identity';
import { logOutFromNavbar, watchForText } from '../support/ui';

/** Opens the emailed reset link for a new user who asked for it, as that user would. */
async function openResetLink(page: Page, request: APIRequestContext, email: string) {
  await adminCreateUser(request, {
    Username: email,
    TemporaryPassword: 'Temp!Pass1',
    MessageAction: 'SUPPRESS',
    UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
  });
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a reset link' })).toBeVisible();
  const message = (await mailboxMessages(request, email))[0]!;
  const link = /http:\/\/\S+\/reset-password\?\S+/.exec(message.body)![0];
  expect(link).toContain(`localhost:${E2E_PORTS.shell}/reset-password?code=${message.code}`);
  await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
}

test('forgot password: the emailed link sets a new password and signs in, then / follows and the new password works', async ({
  page,
  request,
}) => {
  const email = `forgot.${Date.now()}@example.test`;
  await adminCreateUser(request, {
    Username: email,
    TemporaryPassword: 'Temp!Pass1',
    MessageAction: 'SUPPRESS',
    UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a reset link' })).toBeVisible();

  const message = (await mailboxMessages(request, email))[0]!;
  const link = /http:\/\/\S+\/reset-password\?\S+/.exec(message.body)![0];
  expect(link).toContain(`localhost:${E2E_PORTS.shell}/reset-password?code=${message.code}`);
  await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await page.getByLabel('Password', { exact: true }).fill('Fresh!Pass9');
  await page.getByLabel('Repeat the password').fill('Fresh!Pass9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in here' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`localhost:${E2E_PORTS.shell}/$`), { timeout: 6000 });

  await logOutFromNavbar(page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('Fresh!Pass9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
});

test('an admin-created user changes the temporary password at first login', async ({ page, request }) => {
  const email = `invited.${Date.now()}@example.test`;
  await adminCreateUser(request, {
    Username: email,
    TemporaryPassword: 'Temp!Pass1',
    MessageAction: 'SUPPRESS',
  });

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('Temp!Pass1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByText(`For ${email}`)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save password' });
  await page.getByLabel('Password', { exact: true }).fill('Mine!Now22');
  await expect(save).toBeDisabled();
  await page.getByLabel('Repeat the password').fill('Mine!Now22');
  const updated = await watchForText(page, 'Password updated successfully!');
  await save.click();
  await expect(page).toHaveURL(/\/feedback$/);
  await updated();
  await expect(page.locator('[data-session="signed-in"]')).toBeVisible();
});

test('leaving the page of a new password before its redirect home: the user stays where they went', async ({
  page,
  request,
}) => {
  await openResetLink(page, request, `leaver.${Date.now()}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill('Fresh!Pass9');
  await page.getByLabel('Repeat the password').fill('Fresh!Pass9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();

  // The blog, chosen within the 3 s.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /blog/i })).toBeVisible();
  // Nothing is to happen now, so the journey waits out the redirect's delay before it looks.
  await page.waitForTimeout(3_000);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: /blog/i })).toBeVisible();
});
