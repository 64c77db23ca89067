import { invalidParameter } from '../errors.ts';
import { type Action, text } from './pool.ts';

/** A new sign-up code for an unconfirmed account (throttled). */
export const ResendConfirmationCode: Action = async (pool, body) => {
  const { store, checkClient, codeDelivery, sendCode, userNotFound } = pool;
  checkClient(body);
  const user = await store.findUser(text(body, 'Username'));
  if (!user) throw userNotFound();
  if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
  await store.throttle(`resend:${user.sub}`);
  await store.recordFailure(`resend:${user.sub}`);
  await sendCode(user, 'signup');
  return { CodeDeliveryDetails: codeDelivery(user.email) };
};
