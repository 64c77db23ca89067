import { CognitoError, invalidParameter } from '../errors.ts';
import { type Action, attributes, checkedName, checkPasswordPolicy, EMAIL, text } from './pool.ts';

/** A new account, unconfirmed, with a code mailed to confirm it; one IP creates a limited number per window. */
export const SignUp: Action = async (pool, body, context) => {
  const { store, checkClient, codeDelivery, sendCode, config } = pool;
  checkClient(body);
  // Counted like failures, under their own key: only accounts actually created use up the allowance.
  const perIp = `signup:${context.ip}`;
  await store.throttle(perIp, config.signUpsPerIp);
  const email = text(body, 'Username').trim().toLowerCase();
  if (!EMAIL.test(email)) throw invalidParameter('Invalid email address format.');
  const password = checkPasswordPolicy(body.Password);
  const name = checkedName(attributes(body.UserAttributes).name);
  if (await store.findUser(email))
    throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
  const sub = await store.createUser({
    email,
    name,
    password,
    status: 'UNCONFIRMED',
    emailVerified: false,
  });
  await store.recordFailure(perIp);
  await sendCode((await store.findUserBySub(sub))!, 'signup');
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: codeDelivery(email) };
};
