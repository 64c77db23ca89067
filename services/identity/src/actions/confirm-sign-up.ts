import { text } from './parameters.ts';
import type { Action } from './pool.ts';

/**
 * Confirms a new account with the mailed code (its email is then verified). Any other name, also an account that is
 * already confirmed, has no code waiting: its answer is a wrong code's (decoy.ts).
 */
export const ConfirmSignUp: Action = async (pool, body, context) => {
  const { store, checkClient, checkCode } = pool;
  checkClient(body);
  const name = text(body, 'Username');
  const code = text(body, 'ConfirmationCode');
  const user = await store.users.find(name);
  const confirmed = await checkCode(
    'signup',
    name,
    user?.status === 'UNCONFIRMED' ? user : undefined,
    code,
    context.ip,
  );
  await store.users.setStatus(confirmed.sub, 'CONFIRMED', true);
  return {};
};
