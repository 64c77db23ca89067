import { CognitoError } from '../errors.ts';
import { type Action, text } from './pool.ts';

/** Mails a reset code to a verified email (throttled). */
export const ForgotPassword: Action = async (pool, body) => {
  const { store, checkClient, codeDelivery, sendCode } = pool;
  checkClient(body);
  const user = await store.findUser(text(body, 'Username'));
  // An unknown name seems to get its code (decoy.ts): the answer does not tell whether the account exists.
  if (!user) return { CodeDeliveryDetails: codeDelivery(text(body, 'Username').trim().toLowerCase()) };
  if (!user.email_verified) {
    throw new CognitoError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  await store.throttle(`reset:${user.sub}`);
  await store.recordFailure(`reset:${user.sub}`);
  await sendCode(user, 'reset');
  return { CodeDeliveryDetails: codeDelivery(user.email) };
};
