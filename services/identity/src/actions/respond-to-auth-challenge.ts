import { invalidParameter, notAuthorized } from '../errors.ts';
import { srpTimestampFresh, verifyPasswordClaim } from '../srp.ts';
import { takeDecoyChallenge } from './decoy.ts';
import { type Body, text } from './parameters.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { Action } from './pool.ts';

/** Answers a sign-in challenge: the SRP password claim, or a new password when one is required. */
export const RespondToAuthChallenge: Action = async (pool, body, context) => {
  const { store, poolName, checkClient, signedIn, afterPassword, takeChallenge, passwordThrottle } = pool;
  checkClient(body);
  const responses = (body.ChallengeResponses ?? {}) as Body;
  if (body.ChallengeName === 'PASSWORD_VERIFIER') {
    const secretBlock = text(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
    const timestamp = text(responses, 'TIMESTAMP');
    const signature = text(responses, 'PASSWORD_CLAIM_SIGNATURE');
    // The challenge of an unknown name (decoy.ts) is answered as a wrong password is, after the same proof check.
    const decoy = takeDecoyChallenge(secretBlock);
    if (decoy) {
      const throttle = passwordThrottle(decoy.sub, context.ip);
      await throttle.check();
      if (srpTimestampFresh(timestamp))
        verifyPasswordClaim({ poolName, userIdForSrp: decoy.sub, ...decoy, secretBlock, timestamp, signature });
      await throttle.fail();
      throw notAuthorized();
    }
    const { user, data } = await takeChallenge(secretBlock, 'PASSWORD_VERIFIER');
    // Checked again here: challenges opened before the limit was reached must not become extra guesses.
    const throttle = passwordThrottle(user.sub, context.ip);
    await throttle.check();
    const ok =
      srpTimestampFresh(timestamp) &&
      verifyPasswordClaim({
        poolName,
        userIdForSrp: user.sub,
        A: data.A!,
        b: data.b!,
        B: data.B!,
        verifier: user.srp_verifier,
        secretBlock,
        timestamp,
        signature,
      });
    if (!ok) {
      await throttle.fail();
      throw notAuthorized();
    }
    await throttle.succeed();
    return afterPassword(user);
  }
  if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
    // A password the policy refuses leaves the challenge open for another try.
    const password = checkPasswordPolicy(responses.NEW_PASSWORD, 'NEW_PASSWORD');
    const { user } = await takeChallenge(text(body, 'Session'), 'NEW_PASSWORD_REQUIRED');
    await store.users.setPassword(user.sub, password, 'CONFIRMED');
    return signedIn((await store.users.findBySub(user.sub))!);
  }
  throw invalidParameter(`Unsupported ChallengeName ${String(body.ChallengeName)}`);
};
