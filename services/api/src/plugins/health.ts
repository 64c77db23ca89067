import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import type { WishlistEvents } from '../events/wishlist-events.ts';
import { RETRY_SECONDS, unavailable } from '../errors.ts';

/** The paths of the health checks (under the stage prefix): exempt from the Host check, never rate limited. */
export const HEALTH_PATHS = ['/health/live', '/health/ready'] as const;

/** How long the readiness check waits for the database's answer. */
const DATABASE_CHECK_MS = 2_000;

/** Where the process is in its life: starting (migrating), ready, or draining after SIGTERM. */
export interface Readiness {
  state(): 'starting' | 'ready' | 'draining';
  /** Migrations (and in development the demo data) are in: requests are welcome. */
  ready(): void;
  /** Stopping: the load balancer should send no more. */
  draining(): void;
}

export function readiness(initial: 'starting' | 'ready' = 'starting'): Readiness {
  let state: 'starting' | 'ready' | 'draining' = initial;
  return {
    state: () => state,
    ready: () => void (state === 'starting' && (state = 'ready')),
    draining: () => void (state = 'draining'),
  };
}

const notReady = (reason: string) => unavailable('NOT_READY', `The service is not ready: ${reason}.`);

/** Resolves when the database answers a trivial query in time; rejects otherwise. */
async function databaseAnswers(database: DatabaseHandle): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(database.db),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_MS))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Until the API is ready every route but the health checks answers 503, so nothing reaches a database being migrated. */
export function registerStartingGate(app: FastifyInstance, prefix: string, lifecycle: Readiness): void {
  // Before authentication (a token check reads the database being migrated), after CORS (preflights are answered).
  app.addHook('onRequest', async (request, reply) => {
    if (lifecycle.state() !== 'starting' || request.url.startsWith(`${prefix}/health/`)) return;
    reply.header('Retry-After', String(RETRY_SECONDS));
    throw notReady('it is starting');
  });
}

/**
 * The health checks, for a load balancer and an orchestrator:
 * - `GET /health/live`: 200 while the process runs (restart it when this fails);
 * - `GET /health/ready`: 200 only while requests can be served: migrations ran, the database answers, the live-event
 *   listener is connected, and the process is not draining. Otherwise 503 in the error shape, with Retry-After.
 * Until the API is ready every other route answers 503 the same way (registerStartingGate).
 */
export function registerHealth(
  app: FastifyInstance,
  prefix: string,
  { database, events, lifecycle }: { database: DatabaseHandle; events: WishlistEvents; lifecycle: Readiness },
): void {
  const [live, ready] = HEALTH_PATHS.map((path) => `${prefix}${path}`);
  app.get(live!, { schema: { hide: true } }, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    return { ok: true };
  });
  app.get(ready!, { schema: { hide: true } }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const refuse = (reason: string) => {
      void reply.header('Retry-After', String(RETRY_SECONDS));
      return notReady(reason);
    };
    const state = lifecycle.state();
    if (state === 'starting') throw refuse('it is starting');
    if (state === 'draining') throw refuse('it is shutting down');
    if (!events.feedUp()) throw refuse('the live-event listener is reconnecting');
    // A pool whose every connection is busy with callers waiting is a database that answers (a busy replica is not
    // taken out for being busy); its own connection is checked every 30 s (pg-listener.ts).
    const use = database.poolUse();
    if (use.waiting > 0 && use.busy === use.total) return { ok: true, database: database.kind };
    try {
      await databaseAnswers(database);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      throw refuse('the database does not answer');
    }
    return { ok: true, database: database.kind };
  });
}
