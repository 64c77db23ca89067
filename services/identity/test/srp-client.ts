import { createHmac, randomBytes } from 'node:crypto';
import { g, hashHex, k, modPow, N, padHex, sessionKey, sha256Hex } from '../src/srp.ts';

const toBig = (hex: string) => BigInt(`0x${hex}`);

/**
 * The client side of Cognito's SRP, as aws-amplify computes it, so a test can open several USER_SRP_AUTH sign-ins and
 * answer each one (Amplify itself keeps only one open).
 */
export function srpClient(poolName: string) {
  const a = toBig(randomBytes(32).toString('hex'));
  const A = modPow(g, a, N);
  return {
    SRP_A: A.toString(16),
    /** The ChallengeResponses for a PASSWORD_VERIFIER challenge, proving `password`. */
    answer(parameters: Record<string, string>, password: string, now = new Date()) {
      const { SALT, SRP_B, SECRET_BLOCK, USER_ID_FOR_SRP } = parameters as Record<string, string>;
      const B = toBig(SRP_B!);
      const u = toBig(hashHex(padHex(A) + padHex(B)));
      const x = toBig(hashHex(padHex(toBig(SALT!)) + sha256Hex(`${poolName}${USER_ID_FOR_SRP}:${password}`)));
      const S = modPow((((B - ((k * modPow(g, x, N)) % N)) % N) + N) % N, a + u * x, N);
      const key = sessionKey(u, S);
      const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
      const two = (n: number) => String(n).padStart(2, '0');
      const TIMESTAMP =
        `${days[now.getUTCDay()]} ${months[now.getUTCMonth()]} ${now.getUTCDate()} ` +
        `${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())} UTC ${now.getUTCFullYear()}`;
      const PASSWORD_CLAIM_SIGNATURE = createHmac('sha256', key)
        .update(
          Buffer.concat([
            Buffer.from(poolName),
            Buffer.from(USER_ID_FOR_SRP!),
            Buffer.from(SECRET_BLOCK!, 'base64'),
            Buffer.from(TIMESTAMP),
          ]),
        )
        .digest('base64');
      return {
        USERNAME: USER_ID_FOR_SRP!,
        PASSWORD_CLAIM_SECRET_BLOCK: SECRET_BLOCK!,
        TIMESTAMP,
        PASSWORD_CLAIM_SIGNATURE,
      };
    },
  };
}
