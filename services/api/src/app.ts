import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier.ts';
import type { ApiConfig } from './api-config.ts';
import { systemClock, type Clock } from './clock.ts';
import type { DatabaseHandle } from './db/database.ts';
import { feedbackListCache, type FeedbackListCache } from './events/feedback-list-cache.ts';
import type { OpenStreams } from './events/open-streams.ts';
import { wishlistEvents, type WishlistEvents } from './events/wishlist-events.ts';
import { randomUUID } from 'node:crypto';
import { MAX_PARAM_LENGTH } from './http/common-schemas.ts';
import { registerAuth } from './plugins/auth.ts';
import { clientErrorHandler, frameworkErrors, refuseNulInPath, registerErrorHandler } from './plugins/error-handler.ts';
import { HEALTH_PATHS, readiness, registerHealth, registerStartingGate, type Readiness } from './plugins/health.ts';
import { registerHostCheck } from './plugins/host-check.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import { apiMetrics, type ApiMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { requestForLog } from './plugins/request-log.ts';
import { zodResponseSerializer } from './plugins/response-serializer.ts';
import { validatorCompiler } from './plugins/validation.ts';
import { READ_METHODS, registerWriteRateLimit } from './plugins/write-rate-limit.ts';
// In this order: each module names its schemas as it loads, and the OpenAPI document lists them in that order.
import { registerPortalRoutes } from './portal-routes.ts';
import { paymentRoutes } from './routes/payments/index.ts';
import { profileRoutes } from './routes/profiles/index.ts';
import { publicWishlistEventRoutes, publicWishlistRoutes } from './routes/public-wishlists/index.ts';
import { sessionRoutes } from './routes/sessions/index.ts';
import { wishlistRoutes } from './routes/wishlists/index.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { registerPersonalRoutes } from './personal-routes.ts';
import { createStores } from './stores.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live wishlist changes of this instance (tests count its subscribers). */
    wishlistEvents: WishlistEvents;
    /** The Prometheus registry, when metrics are on (config.metricsPort); the server serves it on its own port. */
    metrics: ApiMetrics | null;
    /** Starting, ready or draining: what /health/ready reports. */
    lifecycle: Readiness;
    /** The portal list's kept answers (tests watch when they are dropped). */
    feedbackLists: FeedbackListCache;
  }
}

/** API Gateway's stage name: every route lives under it (spec §1). */
export const STAGE_PREFIX = '/prod';

export interface AppOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  /** Tests may verify tokens against their own keys; by default the configured JWKS is used. */
  verifyToken?: TokenVerifier;
  logger?: boolean;
  /** Where log lines go (stdout by default); tests capture them. */
  logStream?: { write(line: string): void };
  /** Called for every route as it is added: tests list the routes to cover them all. */
  onRoute?: (route: RouteOptions) => void;
  /** Starting (the server migrates after it listens, then says ready) or, by default, ready at once. */
  lifecycle?: Readiness;
  /** "Now" for dates and reminders: real time unless a test or the local run sets it. */
  clock?: Clock;
  /** Background work: the job queue (an account deletion queues into it) and the reminder tick the dev clock runs. */
  background?: { queue: JobQueue; tick(): Promise<number> };
}

/** A request id a caller (a proxy) may pass on in X-Request-Id: short and plain, else a new one is made. */
const PASSED_REQUEST_ID = /^[\w.:-]{8,128}$/;

/** Builds the API: plugins in layers (errors, security, auth), then the routes under /prod. */
export async function buildApp({
  config,
  database,
  verifyToken,
  logger = true,
  logStream,
  onRoute,
  lifecycle = readiness('ready'),
  clock = systemClock,
  background,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Every log line of a request carries its id, and so does the answer (X-Request-Id), so a user's report can be
    // matched with the log. A proxy's id is kept when it looks like one.
    requestIdHeader: false,
    genReqId: (request) => {
      const passed = request.headers['x-request-id'];
      return typeof passed === 'string' && PASSED_REQUEST_ID.test(passed) ? passed : randomUUID();
    },
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For is anyone's to write: only the configured proxies' word counts (docs/decisions.md).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    // A request Node cannot even read as HTTP is refused in the one error shape as well.
    clientErrorHandler,
    logger: logger && {
      level: config.logLevel,
      // Tokens and passwords never reach the log; nor do share tokens, which are in URLs (request-log.ts).
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.idToken'],
        censor: '[redacted]',
      },
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(zodResponseSerializer);
  registerErrorHandler(app);
  // First of all hooks: a request for a host name nobody configured gets nothing else, not even CORS's answer.
  // Except the health checks: a load balancer asks by address, and they tell nothing.
  registerHostCheck(
    app,
    config.allowedHosts,
    HEALTH_PATHS.map((path) => `${STAGE_PREFIX}${path}`),
  );
  app.addHook('onRequest', async (request, reply) => void reply.header('X-Request-Id', request.id));
  registerJsonBodyParser(app);

  await app.register(helmet, { global: true });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-User-ID', 'X-User-Email'],
    exposedHeaders: ['X-Request-Id', 'Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  registerStartingGate(app, STAGE_PREFIX, lifecycle);
  await registerOpenApi(app, STAGE_PREFIX);

  const stores = createStores(database.db);
  const { sessions, profiles, payments, shareLinks, wishlists, items } = stores;
  const revokedBefore = (userId: string) => sessions.revokedBefore(userId);
  refuseNulInPath(app);
  registerAuth(app, verifyToken ?? createTokenVerifier(config), revokedBefore);
  await registerWriteRateLimit(app, config.writesPerMinute);

  const wishlistStores = { wishlists, items, shareLinks };
  const metrics = config.metricsPort === null ? null : apiMetrics();
  const openStreams: OpenStreams = new Set();
  const events = wishlistEvents(
    database,
    (error) => app.log.error({ err: error }, 'wishlist event not sent'),
    metrics?.fanoutDelay,
  );
  app.decorate('wishlistEvents', events);
  app.decorate('metrics', metrics);
  app.decorate('lifecycle', lifecycle);
  const lists = feedbackListCache(database, (error) => app.log.error({ err: error }, 'feedback changes not heard'));
  app.decorate('feedbackLists', lists);
  app.addHook('onClose', async () => {
    await events.close();
    await lists.close();
  });
  metrics?.register(app, { database, events, openStreams });
  registerHealth(app, STAGE_PREFIX, { database, events, lifecycle });
  await app.register(
    async (api) => {
      // Whatever changes the portal's list (an item, a vote, a comment) drops this instance's kept answers before it
      // is answered; the database tells the other instances (feedback-list-cache.ts).
      api.addHook('onSend', async (request, reply) => {
        const writes = !READ_METHODS.has(request.method);
        if (writes && reply.statusCode < 400 && request.url.startsWith(`${STAGE_PREFIX}/feedback`)) {
          lists.invalidate();
        }
      });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(profileRoutes(profiles, payments));
      await api.register(sessionRoutes(sessions, events));
      await registerPortalRoutes(api, { config, stores, lists, queue: background?.queue });
      await api.register(publicWishlistRoutes({ ...wishlistStores, claims: stores.claims, profiles }, events));
      await api.register(publicWishlistEventRoutes({ shareLinks, events, revokedBefore, openStreams, limits: config }));
      await api.register(wishlistRoutes(wishlistStores, events));
      await api.register(paymentRoutes(payments));
      await registerPersonalRoutes(api, { config, stores, clock, events, lists, background });
    },
    { prefix: STAGE_PREFIX },
  );
  return app;
}
