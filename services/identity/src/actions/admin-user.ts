import { isUuid } from '@koester/contract/validation/ids';
import { CognitoError } from '../errors.ts';
import type { User } from '../stores/users.ts';
import { type Body, text } from './parameters.ts';
import type { Pool } from './pool.ts';

/**
 * The user an admin action names in this pool: by `Username`, which as in Cognito is either the user's name (their
 * email) or their sub, the name the pool gives them (AdminCreateUser answers it). ResourceNotFoundException for
 * another pool, UserNotFoundException for no such user.
 */
export async function adminTarget({ store, config }: Pool, body: Body): Promise<User> {
  if (body.UserPoolId !== config.userPoolId)
    throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.');
  const username = text(body, 'Username');
  // Only a well-formed UUID is looked up as a sub (the pool's `cognito:username`): the database refuses anything else
  // as one.
  const user = isUuid(username)
    ? await store.users.findBySub(username.toLowerCase())
    : await store.users.find(username);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return user;
}
