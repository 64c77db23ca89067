import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { seedBenchFeedback } from './seed/bench-feedback.ts';
import { seedDemoData } from './seed/demo-data.ts';

/** Starts the API: opens (and migrates) the database, then listens. */
export async function startApi(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  if (config.seed) await seedDemoData(database.db);
  if (config.seedFeedbackItems > 0) await seedBenchFeedback(database.db, config.seedFeedbackItems);
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());
  await app.listen({ port: config.port, host: config.host });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await startApi();
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
