import { createHmac, randomBytes } from 'node:crypto';
import type { IdentityDb } from '../db.ts';
import { CognitoError } from '../errors.ts';
import { padHex } from '../srp.ts';

/**
 * What Amazon Cognito's "prevent user existence errors" setting does: an unknown user gets the answers a known one
 * would, so no answer tells whether an account exists. A sign-in gets a plausible SRP challenge (a made-up id and
 * salt, the same for the name every time, across restarts and instances, as a real account's are) and then
 * "Incorrect username or password."; a reset or a new code seems to be sent; a code is simply wrong. The limits count
 * the name alike (throttles.ts). The work done is the same as for a real account: a password is checked against the
 * made-up verifier and an SRP proof against the made-up challenge (the same big-number arithmetic), so the timing does
 * not tell either.
 */

/**
 * The secret the made-up accounts are derived from, made at the first start and kept in the database (like the
 * signing key, tokens.ts): one drawn per process would give a name other ids and salts after a restart, which only a
 * name without an account does. Instances starting together agree on the first one stored.
 */
export async function loadDecoySecret(db: IdentityDb): Promise<string> {
  await db
    .insertInto('identity.decoy_secret')
    .values({ secret: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const { secret } = await db.selectFrom('identity.decoy_secret').select('secret').executeTakeFirstOrThrow();
  return secret;
}

const hmac = (secret: string, label: string, name: string) =>
  createHmac('sha256', secret).update(`${label}:${name.trim().toLowerCase()}`).digest('hex');

/** A made-up account for an unknown name: the same every time it is asked for. */
export function decoyAccount(secret: string, name: string) {
  const h = hmac(secret, 'id', name);
  return {
    sub: `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`,
    salt: padHex(BigInt(`0x${h.slice(32, 64)}`)),
    verifier: hmac(secret, 'verifier', name) + hmac(secret, 'verifier2', name),
  };
}

/** A made-up challenge: what a real one stores (decoy.ts's account in place of the user), and who opened it. */
interface DecoyChallenge {
  sub: string;
  ip: string;
  verifier: string;
  A: string;
  b: string;
  B: string;
  expiresAt: number;
}

/**
 * Open made-up challenges by secret block, oldest first. In memory: they prove nothing. Bounded, so a flood of
 * made-up names cannot fill the memory; past the bound the oldest is forgotten (its answer then reads as expired).
 */
const decoys = new Map<string, DecoyChallenge>();
const MAX_DECOYS = 10_000;

function dropExpired(now = Date.now()) {
  for (const [block, decoy] of decoys) if (decoy.expiresAt < now) decoys.delete(block);
}

export function openDecoyChallenge(challenge: DecoyChallenge): string {
  dropExpired();
  if (decoys.size >= MAX_DECOYS) decoys.delete(decoys.keys().next().value!);
  const secretBlock = randomBytes(64).toString('base64');
  decoys.set(secretBlock, challenge);
  return secretBlock;
}

/** The made-up challenges of the name open from the IP, as for a real account's (the open sign-in limit). */
export function openDecoyChallenges(sub: string, ip: string) {
  dropExpired();
  const open = [...decoys.values()].filter((decoy) => decoy.sub === sub && decoy.ip === ip);
  const firstExpiry = open.length ? new Date(Math.min(...open.map((decoy) => decoy.expiresAt))) : null;
  return { count: open.length, firstExpiry };
}

/** The made-up challenge behind an answered secret block (taken once), or null when the block is not one. */
export function takeDecoyChallenge(secretBlock: string): DecoyChallenge | null {
  const decoy = decoys.get(secretBlock);
  if (!decoy) return null;
  decoys.delete(secretBlock);
  return decoy;
}

/** What a wrong code answers: the same for a code sent to nobody. */
export const wrongCode = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
