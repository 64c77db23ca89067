import { text } from './parameters.ts';
import type { Action } from './pool.ts';

/**
 * A new sign-up code for an account waiting for confirmation (throttled). Every other name, known or not, gets the
 * same answer and the same count, and nothing is sent (decoy.ts).
 */
export const ResendConfirmationCode: Action = async (pool, body, context) => {
  const { store, checkClient, codeDelivery, sendCode, takeCodeSending, nameKey } = pool;
  checkClient(body);
  const name = text(body, 'Username');
  await takeCodeSending('signup', name, context.ip);
  const user = await store.users.find(name);
  if (user?.status === 'UNCONFIRMED') await sendCode(user, 'signup');
  return { CodeDeliveryDetails: codeDelivery(nameKey(name)) };
};
