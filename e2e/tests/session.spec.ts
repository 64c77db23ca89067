import { expect, test } from '@playwright/test';
import { identitySettings, seedSignIn } from '../support/identity';
import { logOutFromNavbar, watchForText } from '../support/ui';

test('the shell restores a stored sign-in, every remote sees it, and logout ends it', async ({ page, request }) => {
  await seedSignIn(page, request, 'demo@koester.test', 'Koester!Demo1');

  await page.goto('/feedback');
  const nav = page.getByRole('banner');
  await expect(nav.getByText('Hi, Demo')).toBeVisible();
  await expect(page.locator('[data-remote="feedback"] [data-session="signed-in"]')).toContainText('Signed in as Demo.');
  // The same session in the other remotes, reached without reloading the page.
  await nav.getByRole('link', { name: 'Koester, home' }).click();
  await expect(page.locator('[data-remote="marketing"] [data-session="signed-in"]')).toHaveText('Welcome back, Demo.');
  // Demo owns the list behind `demo`: the wishlist remote knows it only from the session's token.
  await page.goto('/wishlist/demo');
  await expect(
    page.locator('[data-remote="wishlist"]').getByRole('heading', { name: 'This is your own wishlist' }),
  ).toBeVisible();
  await page.goto('/login');
  await expect(page.locator('[data-remote="account"]')).toContainText('You are already logged in as Demo.');
  await page.goto('/feedback');

  // A success toast shows for 2 s: watched from before the click, so a slow click's return cannot outlast it.
  const toastShown = await watchForText(page, 'Logged out successfully');
  await logOutFromNavbar(page);
  await toastShown();
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('[data-remote="feedback"] [data-session="signed-out"]')).toBeVisible();
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider'))),
  ).toEqual([]);

  await page.reload();
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('anonymous visitors never load aws-amplify', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/feedback');
  await expect(page.locator('[data-session="signed-out"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The target prefix of every Cognito call: only aws-amplify's client carries it.
  expect(scripts.some((source) => source.includes('AWSCognitoIdentityProviderService'))).toBe(false);
});

test('Log out then another page at once: the next page is signed out, every time, and the session is revoked', async ({
  browser,
  request,
}) => {
  // Twelve rounds of sign-in, log-out and a check on the server: a minute and a half on a slow machine alone.
  test.setTimeout(240_000);
  const { userPoolEndpoint, userPoolClientId } = await identitySettings(request);
  for (let round = 0; round < 12; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const tokens = await seedSignIn(page, request, 'demo@koester.test', 'Koester!Demo1');
    await page.goto('/feedback');
    const nav = page.getByRole('banner');
    await expect(nav.getByText('Hi, Demo')).toBeVisible();
    await logOutFromNavbar(page);
    await page.goto('/about');
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(nav.getByText('Hi, Demo')).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider')),
      ),
      `round ${round}`,
    ).toEqual([]);
    // The refresh token was revoked on the server, although the page was left at once.
    await expect
      .poll(async () => {
        const answer = await request.post(userPoolEndpoint, {
          headers: {
            'Content-Type': 'application/x-amz-json-1.1',
            'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          data: JSON.stringify({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: userPoolClientId,
            AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
          }),
        });
        return answer.status();
      })
      .toBe(400);
    await context.close();
  }
});
