import { adminTarget } from './admin-user.ts';
import { text } from './parameters.ts';
import type { Action } from './pool.ts';

/** Adds a user to a group; groups are in the tokens as cognito:groups (IAM-signed, see routes/protocol.ts). */
export const AdminAddUserToGroup: Action = async (pool, body) => {
  const user = await adminTarget(pool, body);
  await pool.store.users.addToGroup(user.sub, text(body, 'GroupName'));
  return {};
};
