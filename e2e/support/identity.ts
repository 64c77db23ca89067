import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
  type AdminCreateUserCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SIGNED_IN_COOKIE } from '@koester/contract/session/signed-in-cookie.mjs';
import { E2E_ADMIN_KEY, SHELL_URL } from './env';

/** The identity settings the shell is configured with (its runtime config). */
export async function identitySettings(request: APIRequestContext) {
  const config = await (await request.get(`${SHELL_URL}/runtime-config.json`)).json();
  const identity = config.identity as { userPoolEndpoint: string; userPoolClientId: string; userPoolId: string };
  await expect
    .poll(async () => (await request.get(`${identity.userPoolEndpoint}/health/ready`)).status(), { timeout: 30_000 })
    .toBe(200);
  return { ...identity, apiBaseUrl: config.apiBaseUrl as string };
}

/** One call of the Cognito wire protocol to the configured identity service. */
export async function cognito(request: APIRequestContext, action: string, body: Record<string, unknown>) {
  const { userPoolEndpoint } = await identitySettings(request);
  const answer = await request.post(userPoolEndpoint, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify(body),
  });
  expect(answer.status(), `${action}: ${await answer.text()}`).toBe(200);
  return answer.json();
}

/** Creates a user as an administrator would: the official AWS SDK, IAM-signed with the run's admin key. */
export async function adminCreateUser(
  request: APIRequestContext,
  input: Omit<AdminCreateUserCommandInput, 'UserPoolId'>,
) {
  const { userPoolEndpoint, userPoolId } = await identitySettings(request);
  const client = new CognitoIdentityProviderClient({
    region: userPoolId.split('_')[0],
    endpoint: userPoolEndpoint,
    credentials: E2E_ADMIN_KEY,
    maxAttempts: 1,
  });
  try {
    await client.send(new AdminCreateUserCommand({ ...input, UserPoolId: userPoolId }));
  } finally {
    client.destroy();
  }
}

/** Signs in with email and password (USER_PASSWORD_AUTH) and returns the tokens. */
export async function signInTokens(request: APIRequestContext, email: string, password: string) {
  const { userPoolClientId } = await identitySettings(request);
  const { AuthenticationResult } = await cognito(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: userPoolClientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
}

/**
 * Signs a browser page in as aws-amplify would have after a sign-in: its tokens in localStorage, written once
 * before the page's first load, so the shell restores the session and Log out really ends it.
 */
export async function seedSignIn(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  { hint = true }: { hint?: boolean } = {},
) {
  const { userPoolClientId } = await identitySettings(request);
  const result = await signInTokens(request, email, password);
  const username = JSON.parse(Buffer.from(result.AccessToken.split('.')[1]!, 'base64url').toString())
    .username as string;
  await page.addInitScript(
    (t) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const prefix = `CognitoIdentityServiceProvider.${t.clientId}`;
      localStorage.setItem(`${prefix}.LastAuthUser`, t.username);
      localStorage.setItem(`${prefix}.${t.username}.idToken`, t.IdToken);
      localStorage.setItem(`${prefix}.${t.username}.accessToken`, t.AccessToken);
      localStorage.setItem(`${prefix}.${t.username}.refreshToken`, t.RefreshToken);
      localStorage.setItem(`${prefix}.${t.username}.clockDrift`, '0');
    },
    { clientId: userPoolClientId, username, ...result },
  );
  // A sign-in on the site also leaves the server its hint (packages/contract/src/session/signed-in-cookie.mjs); `hint: false`
  // is a browser that signed in before the hint existed, or whose hint expired.
  if (hint) await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: SHELL_URL }]);
  return result;
}

interface MailboxMessage {
  subject: string;
  body: string;
  code: string | null;
}

/** The dev mailbox of the local run contract: messages sent to an address, newest first. */
export async function mailboxMessages(request: APIRequestContext, email: string): Promise<MailboxMessage[]> {
  const { userPoolEndpoint } = await identitySettings(request);
  return (await request.get(`${userPoolEndpoint}/_local/mailbox/${encodeURIComponent(email)}`)).json();
}

/** Waits for a message with a code to reach the address and returns the newest code. */
export async function mailboxCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | null | undefined;
  await expect
    .poll(async () => {
      code = (await mailboxMessages(request, email)).find((m) => m.code)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
