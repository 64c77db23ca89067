import { expect, test } from '@playwright/test';
import { apiCall } from '../support/api';
import { cognito, identitySettings, mailboxMessages, seedSignIn, signInTokens } from '../support/identity';
import { watchForText } from '../support/ui';
import { createProfileUser } from '../support/wishlist';

// An ID token taken from another device (or stolen from it) must stop working at the API once its owner logs out on
// every device or resets the password: the user pool revokes refresh and access tokens, the API voids ID tokens.

test('log out on every device: this browser goes home signed out, and no earlier token of the user works anywhere', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Eva Everywhere');
  const otherDevice = await signInTokens(request, user.email, user.password);
  expect((await apiCall(request, 'GET', '/wishlists', { token: otherDevice.IdToken })).status()).toBe(200);

  await seedSignIn(page, request, user.email, user.password);
  await page.goto('/dashboard?lang=en');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Log out on every device' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out on every device?' });
  // Focus starts on Cancel: Enter alone never logs anyone out.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // A success toast (2 s) as the page moves home: watched from before the click.
  const toastShown = await watchForText(page, 'Logged out on every device');
  await dialog.getByRole('button', { name: 'Log out everywhere' }).click();
  await toastShown();
  await expect(page).toHaveURL(/\/(\?lang=en)?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  const refused = await apiCall(request, 'GET', '/wishlists', { token: otherDevice.IdToken });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('TOKEN_REVOKED');
  // The other device cannot get new tokens either.
  const { userPoolEndpoint, userPoolClientId } = await identitySettings(request);
  const refresh = await request.post(userPoolEndpoint, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
    },
    data: JSON.stringify({ RefreshToken: otherDevice.RefreshToken, ClientId: userPoolClientId }),
  });
  expect(refresh.status()).toBe(400);

  // Signing in again works from the next second on (marks are whole seconds, as a token's auth_time is).
  await page.waitForTimeout(1_000);
  const fresh = await signInTokens(request, user.email, user.password);
  expect((await apiCall(request, 'GET', '/wishlists', { token: fresh.IdToken })).status()).toBe(200);
});

test('a password reset signs the user in here and voids the ID tokens of every earlier session', async ({
  page,
  request,
}) => {
  const user = await createProfileUser(request, 'Rob Reset');
  const earlier = await signInTokens(request, user.email, user.password);
  // Sessions are told apart by the second they began in (the token's auth_time): the reset's sign-in comes later.
  const began = JSON.parse(Buffer.from(earlier.IdToken.split('.')[1]!, 'base64url').toString()).auth_time as number;
  await page.waitForTimeout(Math.max(0, (began + 1) * 1000 - Date.now()));

  const { userPoolClientId } = await identitySettings(request);
  await cognito(request, 'ForgotPassword', { ClientId: userPoolClientId, Username: user.email });
  const message = (await mailboxMessages(request, user.email))[0]!;
  const link = /http:\/\/\S+\/reset-password\?\S+/.exec(message.body)![0];
  await page.goto(`${link.replace(/^http:\/\/[^/]+/, '')}&lang=en`);
  await page.getByLabel('Password', { exact: true }).fill('Renewed!Pass7');
  await page.getByLabel('Repeat the password').fill('Renewed!Pass7');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed in here' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Hi, Rob Reset')).toBeVisible();

  const refused = await apiCall(request, 'GET', '/wishlists', { token: earlier.IdToken });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('TOKEN_REVOKED');

  // The session this page now holds is a fresh one, and the API takes it.
  await page.goto('/dashboard?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Rob Reset' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your wishlists' })).toContainText('You have no wishlists yet.');
});
