import { randomBytes } from 'node:crypto';
import { invalidParameter, notAuthorized, tooManyRequests } from '../errors.ts';
import { isValidSrpA, passwordMatches, startSrp } from '../srp.ts';
import { openDecoyChallenge, openDecoyChallenges } from './decoy.ts';
import { type Body, text } from './parameters.ts';
import type { Action } from './pool.ts';
import { CHALLENGE_MS } from './sign-in-steps.ts';

/** Pending USER_SRP_AUTH sign-ins one IP may hold open for one user. */
const MAX_OPEN_SRP_CHALLENGES = 5;

/**
 * Starts a sign-in: USER_SRP_AUTH (a PASSWORD_VERIFIER challenge), USER_PASSWORD_AUTH, or a refresh. The parameters
 * are checked before any user is looked up, so that a wrong one is answered alike for every name.
 */
export const InitiateAuth: Action = async (pool, body, context) => {
  const { store, poolName, checkClient, afterPassword, refresh, passwordThrottle, decoyAccount } = pool;
  checkClient(body);
  const params = (body.AuthParameters ?? {}) as Body;
  switch (body.AuthFlow) {
    case 'USER_SRP_AUTH': {
      const name = text(params, 'USERNAME');
      const A = text(params, 'SRP_A');
      // A bad A would only fail when the challenge is answered, after a challenge was spent on it.
      if (!isValidSrpA(A)) throw invalidParameter('SRP_A must be a hexadecimal number that is not a multiple of N.');
      const user = await store.users.find(name);
      // An unknown name gets a challenge like any other (decoy.ts); its answer is a wrong password.
      const account = user ? { sub: user.sub, salt: user.srp_salt, verifier: user.srp_verifier } : decoyAccount(name);
      await passwordThrottle(account.sub, context.ip).check();
      const stored = await store.challenges.countOpen(account.sub, 'PASSWORD_VERIFIER', context.ip);
      const open = user ? stored : openDecoyChallenges(account.sub, context.ip);
      if (open.count >= MAX_OPEN_SRP_CHALLENGES)
        throw tooManyRequests(((open.firstExpiry?.getTime() ?? Date.now() + CHALLENGE_MS) - Date.now()) / 1000);
      const { b, B } = startSrp(account.verifier);
      const expiresAt = Date.now() + CHALLENGE_MS;
      let secretBlock: string;
      if (user) {
        // Amplify answers with the SECRET_BLOCK and no Session, so the secret block keys the challenge.
        secretBlock = randomBytes(64).toString('base64');
        await store.challenges.open({
          session: secretBlock,
          sub: user.sub,
          name: 'PASSWORD_VERIFIER',
          data: { A, b, B, ip: context.ip },
          expiresAt: new Date(expiresAt),
        });
      } else {
        secretBlock = openDecoyChallenge({ ...account, ip: context.ip, A, b, B, expiresAt });
      }
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: {
          SALT: account.salt,
          SRP_B: B,
          SECRET_BLOCK: secretBlock,
          USER_ID_FOR_SRP: account.sub,
          USERNAME: account.sub,
        },
      };
    }
    case 'USER_PASSWORD_AUTH': {
      const name = text(params, 'USERNAME');
      const password = text(params, 'PASSWORD');
      const user = await store.users.find(name);
      // An unknown name is checked against a made-up account: the same work, the same refusal (decoy.ts).
      const account = user ? { sub: user.sub, salt: user.srp_salt, verifier: user.srp_verifier } : decoyAccount(name);
      const throttle = passwordThrottle(account.sub, context.ip);
      await throttle.check();
      const matches = passwordMatches(poolName, account.sub, password, account.salt, account.verifier);
      if (!user || !matches) {
        await throttle.fail();
        throw notAuthorized();
      }
      await throttle.succeed();
      return afterPassword(user);
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refresh(text(params, 'REFRESH_TOKEN'));
    default:
      throw invalidParameter(`Unsupported AuthFlow ${String(body.AuthFlow)}`);
  }
};
