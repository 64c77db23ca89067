import { adminTarget } from './admin-user.ts';
import type { Action } from './pool.ts';

/**
 * Ends all of a user's sessions, as GlobalSignOut does but on the server's word (IAM-signed, see routes/protocol.ts):
 * their refresh and access tokens are refused from now on; id tokens stay valid until they expire, as in Cognito.
 */
export const AdminUserGlobalSignOut: Action = async (pool, body) => {
  const user = await adminTarget(pool, body);
  await pool.store.sessions.revokeForUser(user.sub);
  return {};
};
