import { expect, type APIRequestContext } from '@playwright/test';
import { SHELL_URL } from './env';

/** The identity settings the shell is configured with (its runtime config). */
export async function identitySettings(request: APIRequestContext) {
  const config = await (await request.get(`${SHELL_URL}/runtime-config.json`)).json();
  const identity = config.identity as { userPoolEndpoint: string; userPoolClientId: string; userPoolId: string };
  await expect
    .poll(async () => (await request.get(`${identity.userPoolEndpoint}/health`)).status(), { timeout: 30_000 })
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

export interface MailboxMessage {
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
