import { notAuthorized } from '../errors.ts';
import { passwordMatches } from '../srp.ts';
import { text } from './parameters.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { Action } from './pool.ts';

/** A new password for a signed-in user who knows the old one; the user's other sessions end. */
export const ChangePassword: Action = async (pool, body, context) => {
  const { store, poolName, fromAccessToken, passwordThrottle } = pool;
  const { user, originJti } = await fromAccessToken(body);
  const throttle = passwordThrottle(user.sub, context.ip);
  await throttle.check();
  if (!passwordMatches(poolName, user.sub, text(body, 'PreviousPassword'), user.srp_salt, user.srp_verifier)) {
    await throttle.fail();
    throw notAuthorized();
  }
  await store.users.setPassword(user.sub, checkPasswordPolicy(body.ProposedPassword, 'ProposedPassword'));
  // Whoever else was signed in with the old password is signed out; this session stays.
  await store.sessions.revokeForUser(user.sub, originJti);
  return {};
};
