import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/env';
import { adminCreateUser, mailboxMessages } from '../support/identity';

test('forgot password: the emailed link sets a new password, then / follows and the new password works', async ({
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
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`localhost:${E2E_PORTS.shell}/$`), { timeout: 6000 });

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
  await save.click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page.locator('[data-session="signed-in"]')).toBeVisible();
});
