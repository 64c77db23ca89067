import {
  AdminCreateUserCommand,
  type CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawRequest, sdkFrom, startTestIdentity, type TestIdentity } from './support.ts';

/**
 * SignUp answers UsernameExistsException for a taken name, as Cognito does: so every attempt that gets as far as
 * that answer is counted per address (30 per 15 minutes), or SignUp would tell, without limit, who has an account.
 */
let identity: TestIdentity;
let ClientId: string;
const clients: CognitoIdentityProviderClient[] = [];
beforeEach(async () => {
  identity = await startTestIdentity();
  ClientId = identity.config.clientId;
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await identity.close();
});

const from = (address: string) => {
  const client = sdkFrom(identity.url, address);
  clients.push(client);
  return client;
};
const signUp = (client: CognitoIdentityProviderClient, Username: string) =>
  client.send(new SignUpCommand({ ClientId, Username, Password: 'Probe!Pass12' })).then(
    () => 'created',
    (error: Error) => error.name,
  );

describe('sign-up attempts', () => {
  it('are limited per address whether or not the name is taken, before it is looked up', async () => {
    const prober = from('127.0.0.2');
    for (let i = 0; i < 30; i++) expect(await signUp(prober, DEMO_ACCOUNTS.demo.email)).toBe('UsernameExistsException');
    const refused = await rawRequest(identity.url, {
      method: 'POST',
      localAddress: '127.0.0.2',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: JSON.stringify({ ClientId, Username: DEMO_ACCOUNTS.demo.email, Password: 'Probe!Pass12' }),
    });
    expect({ status: refused.status, type: JSON.parse(refused.text).__type }).toEqual({
      status: 400,
      type: 'TooManyRequestsException',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // A name without an account is answered alike: the limit comes before the look-up.
    expect(await signUp(prober, 'fresh-name@example.test')).toBe('TooManyRequestsException');
    // Anyone else signs up as before.
    expect(await signUp(from('127.0.0.3'), 'fresh-name@example.test')).toBe('created');
    expect(await signUp(from('127.0.0.3'), DEMO_ACCOUNTS.demo.email)).toBe('UsernameExistsException');
  });

  it('do not include the accounts an administrator creates (as the journeys make most of theirs)', async () => {
    for (let i = 0; i < 35; i++)
      await identity.admin.send(
        new AdminCreateUserCommand({ UserPoolId: identity.config.userPoolId, Username: `made${i}@example.test` }),
      );
    expect(await signUp(from('127.0.0.1'), 'made0@example.test')).toBe('UsernameExistsException');
    expect(await signUp(from('127.0.0.1'), 'self-made@example.test')).toBe('created');
  });
});
