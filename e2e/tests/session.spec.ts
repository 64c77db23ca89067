import { expect, test, type APIRequestContext } from '@playwright/test';
import { SHELL_URL } from '../support/env';

/** Signs in at the configured identity service, as aws-amplify would, and returns its tokens. */
async function signInTokens(request: APIRequestContext, email: string, password: string) {
  const config = await (await request.get(`${SHELL_URL}/runtime-config.json`)).json();
  const { userPoolEndpoint, userPoolClientId } = config.identity;
  await expect
    .poll(async () => (await request.get(`${userPoolEndpoint}/health`)).status(), { timeout: 30_000 })
    .toBe(200);
  const answer = await request.post(userPoolEndpoint, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    data: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const result = (await answer.json()).AuthenticationResult;
  const username = JSON.parse(Buffer.from(result.AccessToken.split('.')[1], 'base64url').toString()).username as string;
  return { clientId: userPoolClientId as string, username, ...result };
}

test('the shell restores a stored sign-in, every remote sees it, and logout ends it', async ({ page, request }) => {
  const tokens = await signInTokens(request, 'demo@koester.test', 'Koester!Demo1');
  // What aws-amplify keeps in localStorage after a sign-in.
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const prefix = `CognitoIdentityServiceProvider.${t.clientId}`;
    localStorage.setItem(`${prefix}.LastAuthUser`, t.username);
    localStorage.setItem(`${prefix}.${t.username}.idToken`, t.IdToken);
    localStorage.setItem(`${prefix}.${t.username}.accessToken`, t.AccessToken);
    localStorage.setItem(`${prefix}.${t.username}.refreshToken`, t.RefreshToken);
    localStorage.setItem(`${prefix}.${t.username}.clockDrift`, '0');
  }, tokens);

  await page.goto('/feedback');
  const nav = page.getByRole('banner');
  await expect(nav.getByText('Hi, Demo')).toBeVisible();
  await expect(page.locator('[data-remote="feedback"] [data-session="signed-in"]')).toContainText('Signed in as Demo.');

  await nav.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
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
  expect(scripts.some((source) => source.includes('UserAlreadyAuthenticatedException'))).toBe(false);
});
