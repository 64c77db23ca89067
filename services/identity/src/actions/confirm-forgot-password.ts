import { text } from './parameters.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { Action } from './pool.ts';

/** Sets a new password with the mailed reset code; all the user's sessions end. */
export const ConfirmForgotPassword: Action = async (pool, body, context) => {
  const { store, checkClient, checkCode } = pool;
  checkClient(body);
  const name = text(body, 'Username');
  const code = text(body, 'ConfirmationCode');
  const password = checkPasswordPolicy(body.Password);
  const user = await store.users.find(name);
  // A code for an unknown name is simply wrong (decoy.ts).
  const owner = await checkCode('reset', name, user, code, context.ip);
  await store.users.setPassword(owner.sub, password, 'CONFIRMED');
  // The mailed code proves the account is theirs: the user's password counts start again.
  await store.failures.clearStartingWith(`password:${owner.sub}`);
  // A reset is for a lost or leaked password: every session signed in with the old one ends.
  await store.sessions.revokeForUser(owner.sub);
  return {};
};
