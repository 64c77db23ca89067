import type { AddressInfo } from 'node:net';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadDecoySecret } from './actions/decoy.ts';
import { createActions } from './actions/index.ts';
import type { IdentityConfig } from './config.ts';
import type { IdentityDb } from './db.ts';
import { answerClientError, answerErrorsAsCognito } from './error-answers.ts';
import { hostAllowed } from './host-check.ts';
import { readBodiesAsJson } from './request-body.ts';
import { devMailboxRoute } from './routes/dev-mailbox.ts';
import { healthRoutes } from './routes/health.ts';
import { protocolRoute } from './routes/protocol.ts';
import { wellKnownRoutes } from './routes/well-known.ts';
import { loadSigningKey } from './tokens.ts';

const CORS_OPTIONS = {
  methods: ['GET', 'POST'],
  allowedHeaders: [
    'content-type',
    'x-amz-target',
    'x-amz-user-agent',
    'cache-control',
    'amz-sdk-invocation-id',
    'amz-sdk-request',
  ],
  exposedHeaders: ['x-amzn-errortype', 'x-amzn-requestid', 'retry-after'],
};

/**
 * The local user pool over Cognito's wire protocol: POST / with
 * X-Amz-Target: AWSCognitoIdentityProviderService.<Action> and JSON bodies
 * (application/x-amz-json-1.1); errors as HTTP 400 {"__type", "message"}.
 * Also the pool's JWKS and OpenID configuration, and the dev mailbox.
 */
export async function buildIdentityApp({
  db,
  config,
  logger = true,
}: {
  db: IdentityDb;
  config: IdentityConfig;
  logger?: boolean;
}): Promise<FastifyInstance> {
  const key = await loadSigningKey(db);
  const { actions, store } = createActions(db, config, key, await loadDecoySecret(db));
  const app = Fastify({
    logger: logger && { level: 'warn' },
    bodyLimit: 64 * 1024,
    clientErrorHandler: answerClientError,
  });
  readBodiesAsJson(app);

  /** The port the service listens on (a test or an isolated site listens on a free one), else the configured one. */
  const listeningPort = () => (app.server.address() as AddressInfo | null)?.port ?? config.port;

  // Only requests addressed to this service by an allowed name, on every route (also /health, the dev mailbox and
  // unknown paths): a page on another site whose name was made to resolve here must get nothing.
  app.addHook('onRequest', async (request, reply) => {
    if (hostAllowed(config, listeningPort(), request.headers.host)) return;
    return reply
      .status(421)
      .header('x-amzn-errortype', 'MisdirectedRequestException')
      .send({ __type: 'MisdirectedRequestException', message: 'This service does not answer for that host name.' });
  });

  answerErrorsAsCognito(app);

  // The Cognito protocol, its keys and /health: callable from the app's pages (CORS).
  await app.register(async (scope) => {
    await scope.register(cors, {
      // Only the app's own origins; any other gets no CORS header at all (and its preflight a 404). The plugin's
      // preflight route matches every path: the dev mailbox gets no CORS headers either.
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const allowed = !request.url.startsWith('/_local/') && !!origin && config.corsOrigins.includes(origin);
        callback(null, { ...CORS_OPTIONS, origin: allowed ? origin : false });
      },
    });
    protocolRoute(scope, config, actions);
    wellKnownRoutes(scope, config, key, listeningPort);
    healthRoutes(scope, db);
  });

  // Outside the CORS scope above: no CORS headers.
  if (config.devMailbox) devMailboxRoute(app, store.mailbox);
  return app;
}
