import { expect, test, type Page } from '@playwright/test';
import { identitySettings, mailboxCode, signInTokens } from '../support/identity';
import { watchForText } from '../support/ui';

async function fillSignup(page: Page, email: string, password: string) {
  await page.goto('/signup');
  await page.getByLabel('Your name').fill('Sam Tester');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
}

test('sign up, read the code from the dev mailbox, verify, and land signed in on /feedback with a profile', async ({
  page,
  request,
}) => {
  const email = `sam.${Date.now()}@example.test`;
  await page.goto('/signup');
  const submit = page.getByRole('button', { name: 'Create account' });
  await page.getByLabel('Your name').fill('Sam Tester');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('gift');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toHaveAttribute(
    'data-met',
    'false',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'A lowercase letter' })).toHaveAttribute(
    'data-met',
    'true',
  );
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).fill('Gift!Idea9');
  await page.getByLabel('Repeat the password').fill('Gift!Idea8');
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Repeat the password').fill('Gift!Idea9');
  await expect(submit).toBeEnabled();
  // A name that poses as the team is refused beside the field, and nothing is sent.
  await page.getByLabel('Your name').fill('Het Koester-team');
  await submit.click();
  await expect(page.getByText('This name is reserved for the Koester team')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByLabel('Your name').fill('Sam Tester');
  await expect(page.getByText('This name is reserved for the Koester team')).toBeHidden();
  await submit.click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(
    page.getByText('Email confirmation required. Please check your email and confirm your account.'),
  ).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const code = await mailboxCode(request, email);
  // Typing moves on from box to box; the sixth digit submits.
  const created = await watchForText(page, 'Account created successfully!');
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code, { delay: 30 });
  await expect(page.getByRole('status').filter({ hasText: 'Email verified! Redirecting you…' })).toBeVisible();
  await created();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('banner').getByText('Hi, Sam Tester')).toBeVisible();

  // The API has the profile the verification created.
  const { apiBaseUrl } = await identitySettings(request);
  const { IdToken } = await signInTokens(request, email, 'Gift!Idea9');
  const profile = await request.get(`${apiBaseUrl}/profiles`, { headers: { Authorization: `Bearer ${IdToken}` } });
  expect(await profile.json()).toMatchObject({ name: 'Sam Tester', email });
});

test('the code boxes: paste, backspace, a wrong code, resend, and no email means /login', async ({ page, request }) => {
  await page.goto('/verify-email');
  await expect(page).toHaveURL(/\/login$/);

  const email = `boxes.${Date.now()}@example.test`;
  await fillSignup(page, email, 'Boxes!Code1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  const box = (n: number) => page.getByLabel(`Digit ${n} of 6`);
  await expect(box(1)).toBeFocused();
  await page.keyboard.type('12');
  await expect(box(3)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(box(2)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();

  // Pasting keeps digits only, cut to six, and submits: a wrong code is refused.
  const wrong = (await mailboxCode(request, email)) === '000000' ? '111111' : '000000';
  await box(1).focus();
  await page.evaluate(
    (text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    `${wrong.slice(0, 3)}-${wrong.slice(3)}99`,
  );
  await expect(page.getByRole('alert')).toHaveText('Invalid verification code');

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText('New verification code sent!')).toBeVisible();
  await expect(box(1)).toBeFocused();
  await expect(box(1)).toHaveValue('');
  await page.keyboard.type(await mailboxCode(request, email));
  // Confirmed and signed in (the sign-in's own work takes seconds on a busy machine), then sent on.
  await expect(page.getByRole('status').filter({ hasText: 'Email verified! Redirecting you…' })).toBeVisible();
  await expect(page).toHaveURL(/\/feedback$/);
});

test('leaving the verification page before its redirect: the user stays where they went', async ({ page, request }) => {
  const email = `leaver.${Date.now()}@example.test`;
  await fillSignup(page, email, 'Leave!Early1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(await mailboxCode(request, email));
  await expect(page.getByRole('status').filter({ hasText: 'Email verified! Redirecting you…' })).toBeVisible();

  // The blog, chosen within the 1.5 s.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /blog/i })).toBeVisible();
  // Nothing is to happen now, so the journey waits out the redirect's delay before it looks.
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: /blog/i })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Hi, Sam Tester')).toBeVisible();
});
