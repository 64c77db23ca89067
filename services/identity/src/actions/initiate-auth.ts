import { randomBytes } from 'node:crypto';
import { CognitoError, invalidParameter, notAuthorized } from '../errors.ts';
import { passwordMatches, startSrp } from '../srp.ts';
import { decoyAccount, openDecoyChallenge } from './decoy.ts';
import { type Action, type Body, CHALLENGE_MS, MAX_OPEN_SRP_CHALLENGES, text } from './pool.ts';

/** Starts a sign-in: USER_SRP_AUTH (a PASSWORD_VERIFIER challenge), USER_PASSWORD_AUTH, or a refresh. */
export const InitiateAuth: Action = async (pool, body, context) => {
  const { store, poolName, checkClient, afterPassword, refresh, passwordThrottle } = pool;
  checkClient(body);
  const params = (body.AuthParameters ?? {}) as Body;
  switch (body.AuthFlow) {
    case 'USER_SRP_AUTH': {
      const user = await store.findUser(text(params, 'USERNAME'));
      if (!user) {
        // An unknown name gets a challenge like any other (decoy.ts); its answer is a wrong password.
        const decoy = decoyAccount(text(params, 'USERNAME'));
        await passwordThrottle(decoy.sub, context.ip).check();
        const { B } = startSrp(decoy.verifier);
        const SECRET_BLOCK = openDecoyChallenge(decoy.sub, Date.now() + CHALLENGE_MS);
        return {
          ChallengeName: 'PASSWORD_VERIFIER',
          ChallengeParameters: {
            SALT: decoy.salt,
            SRP_B: B,
            SECRET_BLOCK,
            USER_ID_FOR_SRP: decoy.sub,
            USERNAME: decoy.sub,
          },
        };
      }
      await passwordThrottle(user.sub, context.ip).check();
      const A = text(params, 'SRP_A');
      if ((await store.countOpenChallenges(user.sub, 'PASSWORD_VERIFIER', context.ip)) >= MAX_OPEN_SRP_CHALLENGES)
        throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
      const { b, B } = startSrp(user.srp_verifier);
      // Amplify answers with the SECRET_BLOCK and no Session, so the secret block keys the challenge.
      const secretBlock = randomBytes(64).toString('base64');
      await store.openChallenge({
        session: secretBlock,
        sub: user.sub,
        name: 'PASSWORD_VERIFIER',
        data: { A, b, B, ip: context.ip },
        expiresAt: new Date(Date.now() + CHALLENGE_MS),
      });
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: {
          SALT: user.srp_salt,
          SRP_B: B,
          SECRET_BLOCK: secretBlock,
          USER_ID_FOR_SRP: user.sub,
          USERNAME: user.sub,
        },
      };
    }
    case 'USER_PASSWORD_AUTH': {
      const user = await store.findUser(text(params, 'USERNAME'));
      // An unknown name is checked against a made-up account: the same work, the same refusal (decoy.ts).
      const account = user
        ? { sub: user.sub, salt: user.srp_salt, verifier: user.srp_verifier }
        : decoyAccount(text(params, 'USERNAME'));
      const throttle = passwordThrottle(account.sub, context.ip);
      await throttle.check();
      if (!user || !passwordMatches(poolName, account.sub, text(params, 'PASSWORD'), account.salt, account.verifier)) {
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
