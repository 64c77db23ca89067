import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
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

/** A call to the configured API, as the holder of `token` (or anonymously), in `language` when given. */
export async function apiCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { token?: string; data?: unknown; language?: string } = {},
) {
  const { apiBaseUrl } = await identitySettings(request);
  return request.fetch(`${apiBaseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      // The language the caller uses the site in, as the site's own requests say it.
      ...(options.language ? { 'Accept-Language': options.language } : {}),
    },
    data: options.data,
  });
}
