import { CognitoError } from '../errors.ts';
import { text } from './parameters.ts';
import type { Action } from './pool.ts';

/** Adds a user to a group; groups are in the tokens as cognito:groups (IAM-signed, see routes/protocol.ts). */
export const AdminAddUserToGroup: Action = async (pool, body) => {
  const { store, config } = pool;
  if (body.UserPoolId !== config.userPoolId)
    throw new CognitoError('ResourceNotFoundException', 'User pool does not exist.');
  const user = await store.users.find(text(body, 'Username'));
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  await store.users.addToGroup(user.sub, text(body, 'GroupName'));
  return {};
};
