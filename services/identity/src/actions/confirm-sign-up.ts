import { notAuthorized } from '../errors.ts';
import { wrongCode } from './decoy.ts';
import { type Action, text } from './pool.ts';

/** Confirms a new account with the mailed code (its email is then verified). */
export const ConfirmSignUp: Action = async (pool, body) => {
  const { store, checkClient } = pool;
  checkClient(body);
  const user = await store.findUser(text(body, 'Username'));
  // A code for an unknown name is simply wrong (decoy.ts).
  if (!user) throw wrongCode();
  if (user.status !== 'UNCONFIRMED') throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  await store.consumeCode(user.sub, 'signup', text(body, 'ConfirmationCode'));
  await store.setStatus(user.sub, 'CONFIRMED', true);
  return {};
};
