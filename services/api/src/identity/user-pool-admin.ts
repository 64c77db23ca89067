import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from '@koester/server/sha256';

/** Where the user pool is and the IAM key its admin actions are signed with. */
export interface UserPoolAdminOptions {
  /** The user pool's endpoint: https://cognito-idp.<region>.amazonaws.com, or the local identity service's URL. */
  endpoint: string;
  region: string;
  userPoolId: string;
  /** An IAM key allowed the admin actions (a task role's temporary key carries a session token). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** The admin actions the API needs of the user pool, each naming the user by email or by sub (Cognito's Username). */
export interface UserPoolAdmin {
  /** Deletes the user's account in the pool; an account that is already gone counts as deleted. */
  deleteUser(username: string): Promise<void>;
  /** Revokes all the user's refresh and access tokens (AdminUserGlobalSignOut). */
  globalSignOut(username: string): Promise<void>;
}

/** A refusal by the user pool: Cognito's error type (UserNotFoundException, TooManyRequestsException, …). */
export class UserPoolAdminError extends Error {
  constructor(
    readonly action: string,
    readonly type: string,
    readonly status: number,
    detail: string,
  ) {
    super(`${action} failed: ${type} (HTTP ${status})${detail ? `: ${detail}` : ''}`);
    this.name = 'UserPoolAdminError';
  }
}

/** How long one call may take: a job retries later rather than hang on a pool that does not answer. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Cognito's error type from an answer: the x-amzn-errortype header or the body's __type, either of which may carry a
 * namespace ("com.amazonaws…#UserNotFoundException") or a suffix ("UserNotFoundException:http://…").
 */
function errorType(header: string | null, body: Record<string, unknown> | null): string {
  const raw = header ?? (typeof body?.__type === 'string' ? body.__type : '');
  return raw.split(':')[0]!.split('#').pop()!.trim();
}

/**
 * A client for the user pool's admin actions over Cognito's JSON protocol, signed with SigV4 for cognito-idp as the
 * AWS SDK signs them, so the same code calls Amazon Cognito and the local identity service.
 */
export function userPoolAdmin({ endpoint, region, userPoolId, credentials }: UserPoolAdminOptions): UserPoolAdmin {
  const url = new URL(endpoint);
  const signer = new SignatureV4({ credentials, region, service: 'cognito-idp', sha256: Sha256 });

  async function call(action: string, username: string): Promise<void> {
    const body = JSON.stringify({ UserPoolId: userPoolId, Username: username });
    const signed = await signer.sign({
      method: 'POST',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      query: {},
      headers: {
        host: url.host,
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
      },
      body,
    });
    // fetch sets Host itself, to the same url.host that was signed.
    const headers = { ...signed.headers };
    delete headers.host;
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      throw new Error(`${action} could not reach the user pool at ${url.origin}: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const text = await response.text();
    if (response.ok) return;
    let parsed: Record<string, unknown> | null = null;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not Cognito's JSON (a proxy's page, say): the status alone tells what happened.
    }
    const type = errorType(response.headers.get('x-amzn-errortype'), parsed) || 'UnknownError';
    const message = typeof parsed?.message === 'string' ? parsed.message : '';
    throw new UserPoolAdminError(action, type, response.status, message);
  }

  return {
    async deleteUser(username) {
      try {
        await call('AdminDeleteUser', username);
      } catch (error) {
        // Already deleted (by an earlier try of the same job, say): what was asked is done.
        if (error instanceof UserPoolAdminError && error.type === 'UserNotFoundException') return;
        throw error;
      }
    },
    globalSignOut: (username) => call('AdminUserGlobalSignOut', username),
  };
}
