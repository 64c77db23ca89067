import { createHash, timingSafeEqual } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@koester/server/sha256';
import { CognitoError } from './errors.ts';

/** The IAM access key that may call the admin actions (SigV4), as an AWS access key id and secret. */
export interface AdminKey {
  accessKeyId: string;
  secretAccessKey: string;
}

/** How far a request's X-Amz-Date may be from the server's clock, as in AWS. */
const SIGNATURE_SKEW_MS = 5 * 60_000;

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;_.-]+),\s*Signature=([0-9a-f]{64})$/;

/** 20261123T145500Z → the time, or null. */
function parseAmzDate(value: string | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/**
 * Checks an IAM (SigV4) signature as Amazon Cognito does for its admin actions: the request is signed again with
 * the configured key (by the AWS SDK's own signer, over the headers the client signed and the raw body) and the
 * signatures must match. Throws Cognito's errors otherwise: MissingAuthenticationTokenException (unsigned),
 * UnrecognizedClientException (another key, or none configured), InvalidSignatureException (wrong signature, scope
 * or time).
 */
export async function verifySigV4(
  request: { method: string; headers: Record<string, string | string[] | undefined>; body: string },
  key: AdminKey | null,
  region: string,
  now = Date.now(),
): Promise<void> {
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string' || !authorization.startsWith('AWS4-HMAC-SHA256 '))
    throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
  const match = AUTHORIZATION.exec(authorization.trim());
  if (!match) throw new CognitoError('IncompleteSignatureException', 'The request signature is malformed.');
  const [, accessKeyId, day, scopeRegion, service, signedHeaderList, signature] = match;
  if (!key || accessKeyId !== key.accessKeyId)
    throw new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.');
  const invalid = (message: string) => new CognitoError('InvalidSignatureException', message);
  const amzDate = typeof request.headers['x-amz-date'] === 'string' ? request.headers['x-amz-date'] : undefined;
  const signedAt = parseAmzDate(amzDate);
  if (!signedAt || !amzDate!.startsWith(day!)) throw invalid('The request signature date is missing or malformed.');
  if (Math.abs(now - signedAt.getTime()) > SIGNATURE_SKEW_MS)
    throw invalid(`Signature expired: ${amzDate} is outside the allowed time window.`);
  if (scopeRegion !== region || service !== 'cognito-idp')
    throw invalid(`Credential should be scoped to a valid region and to service cognito-idp.`);

  const signedHeaders = signedHeaderList!.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
    throw invalid('The host and x-amz-date headers must be signed.');
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    // Own headers only: Node's header object inherits from Object.prototype, so a signed "constructor" would read a
    // function (and fail the signer with a 500).
    const value = Object.hasOwn(request.headers, name) ? request.headers[name] : undefined;
    if (value === undefined) throw invalid(`The signed header ${name} is missing.`);
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // The signer takes a payload hash given in x-amz-content-sha256 as it is: it must be the body's, or the
  // signature would not cover the body.
  const declaredHash = headers['x-amz-content-sha256'];
  if (declaredHash !== undefined && declaredHash !== createHash('sha256').update(request.body).digest('hex'))
    throw invalid("The provided 'x-amz-content-sha256' header does not match what was computed.");
  const signer = new SignatureV4({
    credentials: key,
    region,
    service: 'cognito-idp',
    sha256: Sha256,
    applyChecksum: false,
  });
  const resigned = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname: headers.host!.replace(/:\d+$/, ''),
      path: '/',
      query: {},
      headers,
      body: request.body,
    },
    { signingDate: signedAt, signableHeaders: new Set(signedHeaders) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(resigned.headers.authorization))?.[1] ?? '';
  const resignedHeaders = /SignedHeaders=([^,]+)/.exec(String(resigned.headers.authorization))?.[1];
  if (
    resignedHeaders !== signedHeaderList ||
    !timingSafeEqual(Buffer.from(expected.padEnd(64, '0')), Buffer.from(signature!))
  ) {
    throw invalid(
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
    );
  }
}
