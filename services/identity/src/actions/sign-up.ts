import { CognitoError, invalidParameter } from '../errors.ts';
import { checkedName } from './name-attribute.ts';
import { attributes, EMAIL, text } from './parameters.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { Action } from './pool.ts';

/**
 * A new account, unconfirmed, with a code mailed to confirm it. One IP makes a limited number of attempts and creates
 * a limited number of accounts per window (throttles.ts), both checked before the name is looked up: a taken name is
 * answered UsernameExistsException, as by Cognito, so each attempt asks whether an account exists.
 */
export const SignUp: Action = async (pool, body, context) => {
  const { store, checkClient, codeDelivery, sendCode, signUpThrottle } = pool;
  checkClient(body);
  const throttle = signUpThrottle(context.ip);
  await throttle.check();
  const email = text(body, 'Username').trim().toLowerCase();
  if (!EMAIL.test(email)) throw invalidParameter('Invalid email address format.');
  const password = checkPasswordPolicy(body.Password);
  const name = checkedName(attributes(body.UserAttributes).name);
  await throttle.attempt();
  if (await store.users.find(email))
    throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
  const sub = await store.users.create({
    email,
    name,
    password,
    status: 'UNCONFIRMED',
    emailVerified: false,
  });
  await throttle.created();
  await sendCode((await store.users.findBySub(sub))!, 'signup');
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: codeDelivery(email) };
};
