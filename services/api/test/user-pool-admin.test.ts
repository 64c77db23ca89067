import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Sha256 } from '@koester/server/sha256';
import {
  type UserPoolAdmin,
  userPoolAdmin,
  UserPoolAdminError,
  type UserPoolAdminOptions,
} from '../src/identity/user-pool-admin.ts';

const KEY = { accessKeyId: 'AKIAKOESTERAPITEST01', secretAccessKey: 'the-api-test-secret' };
const REGION = 'eu-west-1';
const USER_POOL_ID = 'eu-west-1_Koester1';

/** A call as the stand-in pool received it, and whether its SigV4 signature was the key's. */
interface ReceivedCall {
  target: string;
  contentType: string;
  body: unknown;
  signatureValid: boolean;
  scope: string;
  sessionToken?: string;
}

/**
 * Checks a request's SigV4 signature as the user pool does: signs it again with the known key, over the headers the
 * client signed, the raw body and the signing time it declares, and compares.
 */
async function signatureIsValid(request: IncomingMessage, body: string, sessionToken?: string): Promise<boolean> {
  const match = /SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(String(request.headers.authorization));
  const amzDate = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(String(request.headers['x-amz-date']));
  if (!match || !amzDate) return false;
  const [, y, mo, d, h, mi, s] = amzDate.map(Number);
  const signedHeaders = match[1]!.split(';');
  const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name])]));
  const signer = new SignatureV4({
    credentials: { ...KEY, sessionToken },
    region: REGION,
    service: 'cognito-idp',
    sha256: Sha256,
  });
  const resigned = await signer.sign(
    {
      method: request.method!,
      protocol: 'http:',
      hostname: headers.host!.replace(/:\d+$/, ''),
      path: request.url!,
      query: {},
      headers,
      body,
    },
    { signingDate: new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!)), signableHeaders: new Set(signedHeaders) },
  );
  return String(resigned.headers.authorization).endsWith(`Signature=${match[2]}`);
}

describe('the user pool admin client', () => {
  let server: Server;
  let endpoint: string;
  const calls: ReceivedCall[] = [];
  /** What the stand-in pool answers a correctly signed call: 200 with a body, or an error as Cognito sends it. */
  let answer: { status: number; body: string; headers?: Record<string, string> };

  /** Records a call and answers it: `answer` when it is correctly signed, Cognito's InvalidSignatureException if not. */
  async function answerCall(request: IncomingMessage, body: string, response: ServerResponse) {
    const sessionToken = request.headers['x-amz-security-token'] as string | undefined;
    const signatureValid = await signatureIsValid(request, body, sessionToken);
    calls.push({
      target: String(request.headers['x-amz-target']),
      contentType: String(request.headers['content-type']),
      body: JSON.parse(body),
      signatureValid,
      scope: /Credential=([^,]+),/.exec(String(request.headers.authorization))?.[1] ?? '',
      sessionToken,
    });
    const reply = signatureValid
      ? answer
      : { status: 400, body: JSON.stringify({ __type: 'InvalidSignatureException', message: 'Bad signature.' }) };
    response.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.1', ...reply.headers });
    response.end(reply.body);
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => void answerCall(request, Buffer.concat(chunks).toString(), response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    calls.length = 0;
    answer = { status: 200, body: '{}' };
  });

  const admin = (credentials: UserPoolAdminOptions['credentials'] = KEY): UserPoolAdmin =>
    userPoolAdmin({ endpoint, region: REGION, userPoolId: USER_POOL_ID, credentials });
  const cognitoError = (status: number, type: string, message: string, headers?: Record<string, string>) => ({
    status,
    body: JSON.stringify({ __type: type, message }),
    headers,
  });

  it('sends AdminDeleteUser and AdminUserGlobalSignOut in Cognito’s JSON protocol, signed for cognito-idp', async () => {
    await admin().deleteUser('leaving@example.test');
    await admin().globalSignOut('0b6a2f1e-4c1d-4f7a-9d35-6b1f0c2e8a11');
    // Real Cognito answers these actions with an empty body.
    answer = { status: 200, body: '' };
    await admin().deleteUser('empty-answer@example.test');

    expect(calls).toEqual([
      {
        target: 'AWSCognitoIdentityProviderService.AdminDeleteUser',
        contentType: 'application/x-amz-json-1.1',
        body: { UserPoolId: USER_POOL_ID, Username: 'leaving@example.test' },
        signatureValid: true,
        scope: expect.stringMatching(new RegExp(`^${KEY.accessKeyId}/\\d{8}/${REGION}/cognito-idp/aws4_request$`)),
        sessionToken: undefined,
      },
      expect.objectContaining({
        target: 'AWSCognitoIdentityProviderService.AdminUserGlobalSignOut',
        body: { UserPoolId: USER_POOL_ID, Username: '0b6a2f1e-4c1d-4f7a-9d35-6b1f0c2e8a11' },
        signatureValid: true,
      }),
      expect.objectContaining({ target: 'AWSCognitoIdentityProviderService.AdminDeleteUser', signatureValid: true }),
    ]);
  });

  it('signs with a temporary key’s session token', async () => {
    await admin({ ...KEY, sessionToken: 'a-task-role-session-token' }).globalSignOut('demo@koester.test');
    expect(calls).toEqual([
      expect.objectContaining({ signatureValid: true, sessionToken: 'a-task-role-session-token' }),
    ]);
  });

  it('treats a user already gone as deleted, so a retried job finishes', async () => {
    answer = cognitoError(400, 'UserNotFoundException', 'User does not exist.');
    await expect(admin().deleteUser('gone@example.test')).resolves.toBeUndefined();
    // Amazon Cognito may name the type with its namespace, in the body or in the header.
    answer = cognitoError(
      400,
      'com.amazonaws.cognito.identity.idp.model#UserNotFoundException',
      'User does not exist.',
    );
    await expect(admin().deleteUser('gone@example.test')).resolves.toBeUndefined();
    answer = { status: 400, body: '{}', headers: { 'x-amzn-errortype': 'UserNotFoundException:http://internal/' } };
    await expect(admin().deleteUser('gone@example.test')).resolves.toBeUndefined();
    expect(calls).toHaveLength(3);
    // Signing out a user who does not exist is a failure: there is nothing to have signed out.
    await expect(admin().globalSignOut('gone@example.test')).rejects.toThrow(/UserNotFoundException/);
  });

  it('throws every other failure with Cognito’s error type in its message', async () => {
    answer = cognitoError(400, 'NotAuthorizedException', 'User is not authorized.');
    const refused = await admin()
      .deleteUser('someone@example.test')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserPoolAdminError);
    expect(refused).toMatchObject({
      type: 'NotAuthorizedException',
      status: 400,
      message: 'AdminDeleteUser failed: NotAuthorizedException (HTTP 400): User is not authorized.',
    });

    answer = cognitoError(400, 'TooManyRequestsException', 'Rate exceeded');
    await expect(admin().globalSignOut('someone@example.test')).rejects.toThrow(
      'AdminUserGlobalSignOut failed: TooManyRequestsException (HTTP 400): Rate exceeded',
    );
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(admin().deleteUser('someone@example.test')).rejects.toThrow(
      'AdminDeleteUser failed: UnknownError (HTTP 502)',
    );

    // A wrong secret: the stand-in pool's check refuses it, as Cognito would.
    await expect(admin({ ...KEY, secretAccessKey: 'not-the-secret' }).deleteUser('x@example.test')).rejects.toThrow(
      /InvalidSignatureException/,
    );
    expect(calls.at(-1)).toMatchObject({ signatureValid: false });
  });

  it('says which pool it could not reach', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = userPoolAdmin({
      endpoint: `http://127.0.0.1:${port}`,
      region: REGION,
      userPoolId: USER_POOL_ID,
      credentials: KEY,
    });
    await expect(unreachable.deleteUser('x@example.test')).rejects.toThrow(
      `AdminDeleteUser could not reach the user pool at http://127.0.0.1:${port}`,
    );
  });
});
