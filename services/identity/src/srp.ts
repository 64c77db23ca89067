import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The server side of Cognito's SRP-6a, mirroring aws-amplify's client helpers
 * exactly: the 3072-bit group of RFC 5054 with g = 2, hashes over "padded hex"
 * (Java BigInteger byte encoding), and the "Caldera Derived Key" HKDF.
 */
export const N = BigInt(
  '0x' +
    'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
export const g = 2n;

/** Even-length hex of a non-negative integer, with "00" in front when the top bit is set. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').padStart(64, '0');
export const hashHex = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));
const toBig = (hex: string) => BigInt(`0x${hex}`);

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export const k = toBig(hashHex(padHex(N) + padHex(g)));

/** The pool's name in SRP: the part of the pool id after the underscore ("eu-west-1_Koester1" → "Koester1"). */
export const poolNameOf = (userPoolId: string) => userPoolId.split('_')[1] ?? '';

/** x = H(salt | H(poolName | userId ":" password)); what the client derives from the password. */
function privateKey(poolName: string, userIdForSrp: string, password: string, saltHex: string): bigint {
  const inner = sha256Hex(`${poolName}${userIdForSrp}:${password}`);
  return toBig(hashHex(padHex(toBig(saltHex)) + inner));
}

/** A new salt and verifier for a password; only these are stored, never the password. */
export function createVerifier(poolName: string, userIdForSrp: string, password: string) {
  const salt = padHex(toBig(randomBytes(16).toString('hex')));
  const verifier = modPow(g, privateKey(poolName, userIdForSrp, password, salt), N);
  return { salt, verifier: verifier.toString(16) };
}

/** True when the password matches the stored verifier (for USER_PASSWORD_AUTH and ChangePassword). */
export function passwordMatches(
  poolName: string,
  userIdForSrp: string,
  password: string,
  salt: string,
  verifier: string,
) {
  return modPow(g, privateKey(poolName, userIdForSrp, password, salt), N) === toBig(verifier);
}

/**
 * True for an SRP_A the server can work with: hexadecimal, no longer than a padded value of the group, and not 0 mod N
 * (RFC 5054 §2.5.4: the server must abort then, or the shared secret would be known to anyone).
 */
export function isValidSrpA(value: string): boolean {
  return /^[0-9a-f]{1,1024}$/i.test(value) && toBig(value) % N !== 0n;
}

/** The server's ephemeral values for one sign-in: b stays here, B goes to the client as SRP_B. */
export function startSrp(verifierHex: string) {
  const b = toBig(randomBytes(32).toString('hex'));
  const B = (k * toBig(verifierHex) + modPow(g, b, N)) % N;
  return { b: b.toString(16), B: B.toString(16) };
}

/** The 16-byte key both sides derive from the shared secret S (HKDF-SHA256, as Amplify's SRP helpers do). */
export function sessionKey(u: bigint, S: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
    .digest()
    .subarray(0, 16);
}

/**
 * Checks PASSWORD_CLAIM_SIGNATURE: both sides derive the same key from S only
 * when the client knew the password. Returns false for any mismatch.
 */
export function verifyPasswordClaim(claim: {
  poolName: string;
  userIdForSrp: string;
  A: string;
  b: string;
  B: string;
  verifier: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
}): boolean {
  const A = toBig(claim.A);
  if (A % N === 0n) return false;
  const B = toBig(claim.B);
  const u = toBig(hashHex(padHex(A) + padHex(B)));
  if (u === 0n) return false;
  const S = modPow((A * modPow(toBig(claim.verifier), u, N)) % N, toBig(claim.b), N);
  const key = sessionKey(u, S);
  const expected = createHmac('sha256', key)
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName),
        Buffer.from(claim.userIdForSrp),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp),
      ]),
    )
    .digest('base64');
  return expected === claim.signature;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** How far a PASSWORD_VERIFIER timestamp may be from the server's clock. */
export const SRP_TIMESTAMP_SKEW_MS = 5 * 60 * 1000;

/** Reads the claim's TIMESTAMP ("Sat Nov 21 8:05:09 UTC 2026", as Cognito clients write it); null if malformed. */
export function parseSrpTimestamp(value: string): number | null {
  const match = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/.exec(value);
  if (!match) return null;
  const [, month, day, hours, minutes, seconds, year] = match;
  const monthIndex = MONTHS.indexOf(month!);
  if (monthIndex < 0) return null;
  return Date.UTC(Number(year), monthIndex, Number(day), Number(hours), Number(minutes), Number(seconds));
}

/** A signed claim is only good close to when it was made: a replayed or forged old one is refused. */
export function srpTimestampFresh(value: string, now = Date.now()): boolean {
  const at = parseSrpTimestamp(value);
  return at !== null && Math.abs(now - at) <= SRP_TIMESTAMP_SKEW_MS;
}
