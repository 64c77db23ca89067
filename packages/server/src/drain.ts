/** What graceful stopping needs of a Fastify app (kept structural: this package does not depend on Fastify). */
interface Stoppable {
  close(): Promise<unknown>;
  server: { closeAllConnections(): void };
  log: { error(details: object, message: string): void };
}

/**
 * Stops a service gracefully: `close` stops taking connections and waits for the requests in flight (Fastify answers
 * 503 to a new request on a kept-alive connection meanwhile) and runs the close hooks, which end event streams and
 * close the database. Requests still running after `seconds` are cut off. Resolves to whether all finished in time.
 */
export async function drain(app: Stoppable, seconds: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), seconds * 1000);
  });
  const finished = await Promise.race([app.close().then(() => true as const), deadline]);
  clearTimeout(timer);
  if (!finished) {
    app.log.error({ seconds }, 'requests still running at the drain deadline were cut off');
    app.server.closeAllConnections();
  }
  return finished;
}

/**
 * Runs a service's entry point: a configuration error is printed as the operator's message (not a stack trace) and
 * exits 1. On SIGTERM or SIGINT: `beforeDrain` (e.g. readiness says draining), then `delaySeconds` more of serving as
 * usual (so that a load balancer that learns of the stop only from readiness takes the instance out first), then the
 * drain; exits 0, or 1 when requests had to be cut off.
 */
export async function runService<App extends Stoppable>(
  start: () => Promise<App>,
  timing: (app: App) => { drainSeconds: number; delaySeconds?: number },
  beforeDrain: (app: App) => void = () => {},
): Promise<App> {
  const app = await start().catch((error: unknown) => {
    console.error(error instanceof Error && error.name === 'ConfigurationError' ? error.message : error);
    process.exit(1);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    beforeDrain(app);
    const { drainSeconds, delaySeconds = 0 } = timing(app);
    new Promise((resolve) => setTimeout(resolve, delaySeconds * 1000))
      .then(() => drain(app, drainSeconds))
      .then(
        (inTime) => process.exit(inTime ? 0 : 1),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return app;
}
