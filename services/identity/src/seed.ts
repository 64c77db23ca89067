import { DEMO_ACCOUNTS } from '@koester/contract/demo/demo-accounts';
import type { IdentityConfig } from './config.ts';
import type { IdentityDb } from './db.ts';
import { poolStore } from './pool-store.ts';

/** The demo accounts of the local run contract, confirmed, with their fixed user ids (idempotent). */
export async function seedDemoAccounts(db: IdentityDb, config: IdentityConfig): Promise<void> {
  const store = poolStore(db, config.userPoolId);
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    if (await store.findUserBySub(account.sub)) continue;
    await store.createUser({
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
