import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../src/config.ts';
import { rawRequest, startTestIdentity, type TestIdentity } from './support.ts';

/**
 * DNS rebinding: a page on attacker.example whose name is made to resolve to 127.0.0.1 reaches the service from the
 * developer's own browser, with its own name in the Host header. The service answers only the names it is for.
 */
describe('the Host header', () => {
  let identity: TestIdentity;
  beforeAll(async () => {
    identity = await startTestIdentity();
    await identity.cognito('SignUp', {
      ClientId: identity.config.clientId,
      Username: 'rebind@example.test',
      Password: 'Rebind!Pass1',
    });
    await identity.cognito('ForgotPassword', { ClientId: identity.config.clientId, Username: 'demo@koester.test' });
  });
  afterAll(() => identity.close());

  const get = (path: string, host: string) => rawRequest(`${identity.url}${path}`, { headers: { host } });
  const poolPath = () => `/${identity.config.userPoolId}/.well-known`;

  it('of another name is refused on every route, the dev mailbox and /health included', async () => {
    for (const host of [
      'rebind.attacker.example:9229',
      `rebind.attacker.example:${identity.port}`,
      `localhost.attacker.example:${identity.port}`,
      `127.0.0.1:${identity.port + 1}`,
      'localhost',
    ]) {
      for (const path of [
        '/health/live',
        '/_local/mailbox/demo%40koester.test',
        '/_local/mailbox/rebind%40example.test',
        `${poolPath()}/jwks.json`,
        `${poolPath()}/openid-configuration`,
        '/nothing-here',
      ]) {
        const answer = await get(path, host);
        expect({ host, path, status: answer.status }).toEqual({ host, path, status: 421 });
        expect(answer.text).not.toMatch(/\d{6}/);
      }
      const call = await rawRequest(identity.url, {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: identity.config.clientId,
          AuthParameters: { USERNAME: 'demo@koester.test', PASSWORD: 'Koester!Demo1' },
        }),
      });
      expect({ host, status: call.status, type: JSON.parse(call.text).__type }).toEqual({
        host,
        status: 421,
        type: 'MisdirectedRequestException',
      });
    }
  });

  it('of the loopback names on the port the service listens on is answered', async () => {
    for (const host of [`localhost:${identity.port}`, `127.0.0.1:${identity.port}`, `[::1]:${identity.port}`]) {
      expect({ host, status: (await get('/health/live', host)).status }).toEqual({ host, status: 200 });
      const mailbox = await get('/_local/mailbox/demo%40koester.test', host);
      expect(mailbox.status).toBe(200);
      expect(JSON.parse(mailbox.text)[0]).toMatchObject({ code: expect.stringMatching(/^\d{6}$/) });
    }
  });

  it('never makes the URLs the service publishes: they come from the configuration', async () => {
    for (const host of [`127.0.0.1:${identity.port}`, `LOCALHOST:${identity.port}`]) {
      const answer = await get(`${poolPath()}/openid-configuration`, host);
      expect(JSON.parse(answer.text).jwks_uri).toBe(
        `http://localhost:${identity.port}/${identity.config.userPoolId}/.well-known/jwks.json`,
      );
    }
  });

  it('is allowed from KOESTER_IDENTITY_ALLOWED_HOSTS, and the public URL from KOESTER_IDENTITY_PUBLIC_URL', async () => {
    const configured = await startTestIdentity('pglite', {
      env: {
        KOESTER_IDENTITY_ALLOWED_HOSTS: 'identity.koester.example, localhost:1',
        KOESTER_IDENTITY_PUBLIC_URL: 'https://identity.koester.example/',
      },
    });
    try {
      const at = (host: string, path = '/health/live') => rawRequest(`${configured.url}${path}`, { headers: { host } });
      expect((await at('identity.koester.example')).status).toBe(200);
      expect((await at('identity.koester.example:8443')).status).toBe(200);
      expect((await at(`localhost:${configured.port}`)).status).toBe(421);
      const openid = await at(
        'identity.koester.example',
        `/${configured.config.userPoolId}/.well-known/openid-configuration`,
      );
      expect(JSON.parse(openid.text).jwks_uri).toBe(
        `https://identity.koester.example/${configured.config.userPoolId}/.well-known/jwks.json`,
      );
    } finally {
      await configured.close();
    }
    expect(loadIdentityConfig({}).allowedHosts).toBeNull();
    expect(loadIdentityConfig({ KOESTER_IDENTITY_URL: 'http://identity:9229' }).publicUrl).toBe('http://identity:9229');
  });

  it('of KOESTER_HOST and of the public URL is allowed by default', async () => {
    const named = await startTestIdentity('pglite', {
      env: { KOESTER_HOST: 'koester.local', KOESTER_IDENTITY_URL: 'http://identity.internal:9229' },
    });
    try {
      const status = async (host: string) =>
        (await rawRequest(`${named.url}/health/live`, { headers: { host } })).status;
      expect(await status(`koester.local:${named.port}`)).toBe(200);
      expect(await status('identity.internal:9229')).toBe(200);
      expect(await status('identity.internal:9230')).toBe(421);
      expect(await status(`rebind.attacker.example:${named.port}`)).toBe(421);
    } finally {
      await named.close();
    }
  });
});
