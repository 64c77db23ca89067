import { invalidParameter } from '../errors.ts';
import { type Action, text } from './pool.ts';

/** A new sign-up code for an unconfirmed account (throttled). */
export const ResendConfirmationCode: Action = async (pool, body) => {
  const { store, checkClient, codeDelivery, sendCode } = pool;
  checkClient(body);
  const user = await store.findUser(text(body, 'Username'));
  // An unknown name seems to get its code (decoy.ts): the answer does not tell whether the account exists.
  if (!user) return { CodeDeliveryDetails: codeDelivery(text(body, 'Username').trim().toLowerCase()) };
  if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
  await store.throttle(`resend:${user.sub}`);
  await store.recordFailure(`resend:${user.sub}`);
  await sendCode(user, 'signup');
  return { CodeDeliveryDetails: codeDelivery(user.email) };
};
