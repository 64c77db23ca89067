import { wrongCode } from './decoy.ts';
import { type Action, checkPasswordPolicy, text } from './pool.ts';

/** Sets a new password with the mailed reset code; all the user's sessions end. */
export const ConfirmForgotPassword: Action = async (pool, body) => {
  const { store, checkClient } = pool;
  checkClient(body);
  const user = await store.findUser(text(body, 'Username'));
  // A code for an unknown name is simply wrong (decoy.ts).
  if (!user) throw wrongCode();
  const password = checkPasswordPolicy(body.Password);
  await store.consumeCode(user.sub, 'reset', text(body, 'ConfirmationCode'));
  await store.setPassword(user.sub, password, 'CONFIRMED');
  // The mailed code proves the account is theirs: the user's password counts start again.
  await store.clearFailuresStartingWith(`password:${user.sub}`);
  // A reset is for a lost or leaked password: every session signed in with the old one ends.
  await store.revokeSessions(user.sub);
  return {};
};
