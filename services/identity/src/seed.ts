import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import type { IdentityConfig } from './config.ts';
import type { IdentityDb } from './db.ts';
import { poolNameOf } from './srp.ts';
import { userStore } from './stores/users.ts';

/**
 * The demo accounts of the local run contract, confirmed, with their fixed user ids (idempotent). An account whose
 * id or email is already taken (deleted and signed up again by hand) is left as it is.
 */
export async function seedDemoAccounts(db: IdentityDb, config: IdentityConfig): Promise<void> {
  const users = userStore(db, poolNameOf(config.userPoolId));
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    if ((await users.findBySub(account.sub)) || (await users.find(account.email))) continue;
    await users.create({
      sub: account.sub,
      email: account.email,
      name: account.name,
      password: account.password,
      status: 'CONFIRMED',
      emailVerified: true,
      groups: [...account.groups],
    });
  }
}
