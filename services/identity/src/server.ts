import { runService } from '@koester/server/drain';
import { buildIdentityApp } from './app.ts';
import { loadIdentityConfig } from './config.ts';
import { openIdentityDatabase } from './db.ts';
import { seedDemoAccounts } from './seed.ts';

/** Starts the local user pool: opens (and migrates) its storage, seeds the demo accounts, listens. */
export async function startIdentity(env: NodeJS.ProcessEnv = process.env) {
  const config = loadIdentityConfig(env);
  const database = await openIdentityDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (config.seed) await seedDemoAccounts(database.db, config);
  const app = await buildIdentityApp({ db: database.db, config });
  app.addHook('onClose', async () => database.close());
  await app.listen({ port: config.port, host: config.host });
  return Object.assign(app, { drainSeconds: config.drainSeconds });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runService(startIdentity, (app) => ({ drainSeconds: app.drainSeconds }));
}
