import type { IdentityConfig } from '../config.ts';
import type { IdentityDb } from '../db.ts';
import { CognitoError } from '../errors.ts';
import { poolStore } from '../pool-store.ts';
import { poolNameOf } from '../srp.ts';
import type { CodePurpose } from '../stores/codes.ts';
import { nameKey, passwordThrottle, signUpThrottle, takeCodeSending } from '../throttles.ts';
import type { SigningKey } from '../tokens.ts';
import { decoyAccount } from './decoy.ts';
import { liveSessions } from './live-sessions.ts';
import { mailedCodes } from './mailed-codes.ts';
import { type Body, checkLength } from './parameters.ts';
import { signInSteps } from './sign-in-steps.ts';

/** Who is calling: the client's address (the socket's; no proxy is trusted). */
export interface CallContext {
  ip: string;
}
/** One Cognito action: the request body and caller in, the answer out (or a CognitoError thrown). */
export type Action = (pool: Pool, body: Body, context: CallContext) => Promise<unknown>;

/**
 * What every action is built on: the pool store and the rules several actions share, bound to one pool (its signing
 * key and made-up accounts' secret loaded).
 */
export function createPool(db: IdentityDb, config: IdentityConfig, key: SigningKey, decoySecret: string) {
  const store = poolStore(db, config.userPoolId, { devMailbox: config.devMailbox });

  const checkClient = (body: Body) => {
    if (typeof body.ClientId === 'string') checkLength('ClientId', body.ClientId);
    if (body.ClientId !== config.clientId)
      throw new CognitoError('ResourceNotFoundException', `User pool client ${String(body.ClientId)} does not exist.`);
  };

  return {
    store,
    config,
    poolName: poolNameOf(config.userPoolId),
    checkClient,
    ...mailedCodes(store, config),
    ...signInSteps(store, config, key),
    ...liveSessions(store, config, key),
    passwordThrottle: (sub: string, ip: string) => passwordThrottle(store.failures, sub, ip),
    /** SignUp's limits per IP (throttles.ts): attempts, and accounts created. */
    signUpThrottle: (ip: string) => signUpThrottle(store.failures, ip, config.signUpsPerIp),
    /** Takes one code sending for the name (throttles.ts); counted alike whether or not the name has an account. */
    takeCodeSending: (purpose: CodePurpose, name: string, ip: string) =>
      takeCodeSending(store.failures, purpose, name, ip),
    nameKey,
    /** The made-up account of a name without one (decoy.ts). */
    decoyAccount: (name: string) => decoyAccount(decoySecret, name),
  };
}

export type Pool = ReturnType<typeof createPool>;
