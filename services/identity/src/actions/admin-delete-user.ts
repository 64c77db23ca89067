import { forgetPasswordFailures } from '../throttles.ts';
import { adminTarget } from './admin-user.ts';
import type { Action } from './pool.ts';

/**
 * Deletes a user and what the pool keeps of theirs (IAM-signed, see routes/protocol.ts): the account row goes last,
 * taking their sessions, pending codes and challenges with it, so their refresh and access tokens stop working at
 * once. Their kept mail and the password-guess counters under their id go first, so that a call cut off half-way
 * leaves the account in place and a retry finishes the job.
 */
export const AdminDeleteUser: Action = async (pool, body) => {
  const { store } = pool;
  const user = await adminTarget(pool, body);
  await store.mailbox.forget(user.email);
  await forgetPasswordFailures(store.failures, user.sub);
  await store.users.remove(user.sub);
  return {};
};
