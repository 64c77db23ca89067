import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminCreateUser, cognito, identitySettings, signInTokens } from './identity';

/** A confirmed user of the identity service, with an id token for the API and their user id (sub). */
export interface TestUser {
  email: string;
  password: string;
  name: string;
  idToken: string;
  sub: string;
}

export const ADMIN = { email: 'admin@koester.test', password: 'Koester!Admin1' };

/** A word no other test and no demo item uses: searching for it finds this test's items alone. */
export const uniqueWord = (prefix = 'zq') => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`;

const claims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/**
 * A fresh, confirmed user: created as an administrator would (temporary password), then signed in once through the
 * NEW_PASSWORD_REQUIRED challenge to set a permanent password.
 */
export async function createUser(request: APIRequestContext, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.test`;
  const password = 'Feedback!Pass1';
  await adminCreateUser(request, {
    Username: email,
    TemporaryPassword: 'Temp!Pass1',
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
      { Name: 'name', Value: name },
    ],
  });
  const { userPoolClientId } = await identitySettings(request);
  const challenge = await cognito(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: 'Temp!Pass1' },
  });
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answer = await cognito(request, 'RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    ClientId: userPoolClientId,
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
  });
  const idToken = answer.AuthenticationResult.IdToken as string;
  return { email, password, name, idToken, sub: claims(idToken).sub as string };
}

/** The demo admin's id token and user id. */
export async function adminToken(request: APIRequestContext): Promise<{ idToken: string; sub: string }> {
  const { IdToken } = await signInTokens(request, ADMIN.email, ADMIN.password);
  return { idToken: IdToken, sub: claims(IdToken).sub as string };
}

/** A call to the configured API, as the holder of `token` (or anonymously). */
export async function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; data?: unknown } = {},
) {
  const { apiBaseUrl } = await identitySettings(request);
  return request.fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    data: options.data,
  });
}

export interface FeedbackItem {
  id: string;
  title: string;
  description: string;
  type: 'bug' | 'feature';
  status: string;
  upvotes: number;
  downvotes: number;
  user_id: string | null;
  user_vote: 'upvote' | 'downvote' | null;
  comment_count: number;
}

/** Posts an item as the holder of `token` (POST /feedback); its title and description carry `word`. */
export async function postFeedback(
  request: APIRequestContext,
  token: string,
  item: { title: string; description?: string; type?: 'bug' | 'feature'; is_anonymous?: boolean },
): Promise<FeedbackItem> {
  const answer = await apiCall(request, 'POST', '/feedback', {
    token,
    data: { description: `${item.title}: a description long enough.`, type: 'feature', ...item },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

/** Posts a comment on an item as the holder of `token`. */
export async function postComment(request: APIRequestContext, token: string, feedbackId: string, content: string) {
  const answer = await apiCall(request, 'POST', `/feedback/${feedbackId}/comments`, { token, data: { content } });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string; user_id: string | null; content: string };
}

/** Sets an item's status as the admin. */
export async function setStatus(request: APIRequestContext, adminIdToken: string, id: string, status: string) {
  const answer = await apiCall(request, 'PUT', `/feedback/${id}/status`, { token: adminIdToken, data: { status } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The portal's card of one item, by its title (the article is labelled by it). */
export const card = (page: Page, title: string): Locator => page.getByRole('article', { name: title });

/** An item's up and down vote buttons (their names carry the counts). */
export const voteButtons = (scope: Locator | Page) => ({
  up: scope.getByRole('button', { name: /^Vote up/ }),
  down: scope.getByRole('button', { name: /^Vote down/ }),
});

/** The login dialog the portal opens for a visitor. */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in to continue' });

/** Logs in through the open login dialog. */
export async function logInWithDialog(page: Page, user: { email: string; password: string }) {
  const dialog = loginDialog(page);
  await dialog.getByLabel('Email address').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Presses Tab until `target` has the focus (at most `max` times): it is reachable with the keyboard. */
export async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${max} presses of Tab`);
}
