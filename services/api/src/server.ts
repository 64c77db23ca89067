import { runService } from '@koester/server/drain';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { readiness } from './plugins/health.ts';
import { startMetricsServer } from './plugins/metrics.ts';
import { seedBenchFeedback } from './seed/bench-feedback.ts';
import { seedDemoData } from './seed/demo-data.ts';

/**
 * Starts the API: checks the configuration, opens the database, listens (live, not yet ready), migrates, seeds in
 * development, opens the live-event feed, and then says ready. Metrics get their own port when configured.
 */
export async function startApi(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const lifecycle = readiness('starting');
  const app = await buildApp({ config, database, lifecycle });
  const metrics =
    config.metricsPort === null || !app.metrics
      ? undefined
      : await startMetricsServer(app.metrics.registry, config.metricsPort, config.host);
  app.addHook('onClose', async () => {
    await metrics?.close();
    await database.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
    await migrate(database.db);
    if (config.seed) await seedDemoData(database.db);
    if (config.seedFeedbackItems > 0) await seedBenchFeedback(database.db, config.seedFeedbackItems);
    await app.wishlistEvents.connect();
  } catch (error) {
    await app.close();
    throw error;
  }
  lifecycle.ready();
  app.log.info({ database: database.kind, metricsPort: metrics?.port }, 'ready');
  return Object.assign(app, {
    metricsPort: metrics?.port ?? null,
    drainTiming: { drainSeconds: config.drainSeconds, delaySeconds: config.drainDelaySeconds },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // On SIGTERM /health/ready says draining at once (the load balancer takes the instance out), it keeps serving for
  // KOESTER_API_DRAIN_DELAY_SECONDS, then requests in flight finish, event streams end with a retry hint, and the
  // database closes.
  await runService(
    startApi,
    (app) => app.drainTiming,
    (app) => {
      app.log.info('draining');
      app.lifecycle.draining();
    },
  );
}
