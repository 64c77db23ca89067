import { runService } from '@koester/server/drain';
import { buildApp } from './app.ts';
import { adjustableClock, systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { userPoolAdmin } from './identity/user-pool-admin.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { startWorkers } from './jobs/workers.ts';
import { mailLinks } from './mail/mail-links.ts';
import { smtpMailer } from './mail/mailer.ts';
import { readiness } from './plugins/health.ts';
import { reminderScheduler } from './reminders/scheduler.ts';
import { startMetricsServer } from './plugins/metrics.ts';
import { seedBenchFeedback } from './seed/bench-feedback.ts';
import { seedDemoData } from './seed/demo-data.ts';

/**
 * Starts the API: checks the configuration, opens the database, listens (live, not yet ready), migrates, seeds in
 * development, opens the live-event feed, starts the job queue and this instance's share of the background work
 * (reminders), and then says ready. Metrics get their own port when configured.
 */
export async function startApi(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const lifecycle = readiness('starting');
  const clock = config.devClock ? adjustableClock() : systemClock;
  const queue = createJobQueue(database, {
    databaseUrl: config.databaseUrl,
    onError: (error) => app.log.error({ err: error }, 'background work failed'),
  });
  const scheduler = reminderScheduler(database.db, queue, clock, (error, dateId) =>
    app.log.error({ err: error, dateId }, 'a reminder could not be scheduled'),
  );
  const app = await buildApp({ config, database, lifecycle, clock, background: { queue, tick: scheduler.tick } });
  const mailer = smtpMailer(config.mail.smtpUrl, config.mail.from);
  const metrics =
    config.metricsPort === null || !app.metrics
      ? undefined
      : await startMetricsServer(app.metrics.registry, config.metricsPort, config.host);
  app.addHook('onClose', async () => {
    await metrics?.close();
    await queue.stop();
    mailer.close();
    await database.close();
  });
  try {
    await app.listen({ port: config.port, host: config.host });
    await migrate(database.db);
    if (config.seed) await seedDemoData(database.db);
    if (config.seedFeedbackItems > 0) await seedBenchFeedback(database.db, config.seedFeedbackItems);
    await app.wishlistEvents.connect();
    await queue.start();
    if (config.workers) {
      const links = mailLinks(config.mail.siteUrl, config.mail.apiUrl);
      const pool = config.userPoolAdmin && userPoolAdmin(config.userPoolAdmin);
      if (!pool) app.log.warn('no user-pool admin key: a deleted account keeps its user-pool account');
      const deletePoolAccount = pool?.deleteUser;
      await startWorkers({
        db: database.db,
        queue,
        scheduler,
        clock,
        mailer,
        links,
        deletePoolAccount,
        portalMailsPerSecond: config.mail.portalMailsPerSecond,
      });
    }
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
