import { createHmac, randomBytes } from 'node:crypto';
import { CognitoError } from '../errors.ts';
import { padHex } from '../srp.ts';

/**
 * What Amazon Cognito's "prevent user existence errors" setting does: an unknown user gets the answers a known one
 * would, so no answer tells whether an account exists. A sign-in gets a plausible SRP challenge (a made-up id and
 * salt, stable for the name while the service runs, as a real account's are) and then "Incorrect username or
 * password."; a reset or a new code seems to be sent; a code is simply wrong. The work done is the same as for a real
 * account (the same big-number arithmetic), so the timing does not tell either.
 */
const SECRET = randomBytes(32);
const hmac = (label: string, name: string) =>
  createHmac('sha256', SECRET).update(`${label}:${name.trim().toLowerCase()}`).digest('hex');

/** A made-up account for an unknown name: the same every time it is asked for. */
export function decoyAccount(name: string) {
  const h = hmac('id', name);
  return {
    sub: `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`,
    salt: padHex(BigInt(`0x${h.slice(32, 64)}`)),
    verifier: hmac('verifier', name) + hmac('verifier2', name),
  };
}

/** Open made-up challenges: secret block → the made-up id and the expiry. In memory: they prove nothing. */
const decoys = new Map<string, { sub: string; expiresAt: number }>();

export function openDecoyChallenge(sub: string, expiresAt: number): string {
  const now = Date.now();
  for (const [block, decoy] of decoys) if (decoy.expiresAt < now) decoys.delete(block);
  const secretBlock = randomBytes(64).toString('base64');
  decoys.set(secretBlock, { sub, expiresAt });
  return secretBlock;
}

/** The made-up id behind an answered decoy challenge (taken once), or null when the block is not one. */
export function takeDecoyChallenge(secretBlock: string): string | null {
  const decoy = decoys.get(secretBlock);
  if (!decoy) return null;
  decoys.delete(secretBlock);
  return decoy.sub;
}

/** What a wrong code answers: the same for a code sent to nobody. */
export const wrongCode = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
