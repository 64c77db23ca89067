import { text } from './parameters.ts';
import type { Action } from './pool.ts';

/**
 * Mails a reset code to a verified email (throttled). Every other name, also an account whose email is not verified,
 * gets the same answer and the same count, and nothing is sent (decoy.ts).
 */
export const ForgotPassword: Action = async (pool, body, context) => {
  const { store, checkClient, codeDelivery, sendCode, takeCodeSending, nameKey } = pool;
  checkClient(body);
  const name = text(body, 'Username');
  await takeCodeSending('reset', name, context.ip);
  const user = await store.users.find(name);
  if (user?.email_verified) await sendCode(user, 'reset');
  return { CodeDeliveryDetails: codeDelivery(nameKey(name)) };
};
