import type { AddressInfo } from 'node:net';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  hasUnstorableCharacter,
  inspectBody,
  jsonNestingDepth,
  MAX_BODY_DEPTH,
} from '@koester/contract/validation/body-inspection';
import { answerClientErrors } from '@koester/server/client-errors';
import { loadDecoySecret } from './actions/decoy.ts';
import { createActions } from './actions/index.ts';
import type { IdentityConfig } from './config.ts';
import type { IdentityDb } from './db.ts';
import { CognitoError, constraintViolation } from './errors.ts';
import { hostAllowed, publicUrlOf } from './host-check.ts';
import { verifySigV4 } from './sigv4.ts';
import { loadSigningKey } from './tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as received, for checking a SigV4 signature. */
    rawBody?: string;
  }
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export const isLoopback = (address: string | undefined) =>
  address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address ?? '');

/**
 * Refuses a parsed body holding a text no stored text may hold (NUL, or a lone UTF-16 surrogate), in a value or a key,
 * as Cognito refuses a parameter outside its constraints. One linear walk (body-inspection.ts).
 */
function checkBody(body: unknown) {
  const [problem] = inspectBody(body);
  if (!problem) return;
  if (problem.kind === 'too-deep') throw tooDeep();
  throw constraintViolation(
    problem.path.join('.') || 'body',
    'Member must not contain NUL characters or unpaired UTF-16 surrogates',
  );
}

const tooDeep = () =>
  new CognitoError('SerializationException', `The request body nests deeper than ${MAX_BODY_DEPTH} levels.`);

/** What Node cannot read as an HTTP request: 400 with Cognito's {"__type", "message"}, as its other refusals. */
const answerClientError = answerClientErrors(({ message }) => ({
  status: 400,
  headers: { 'Content-Type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'InvalidParameterException' },
  body: JSON.stringify({ __type: 'InvalidParameterException', message }),
}));

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

  // Every body is read as the protocol's JSON, whatever its content type says (as Cognito reads it). Its nesting is
  // counted on the raw text first: parsing and walking a hostile body of thousands of levels would cost far more.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    request.rawBody = raw;
    if (jsonNestingDepth(raw) > MAX_BODY_DEPTH) return done(tooDeep(), undefined);
    try {
      done(null, JSON.parse(raw || '{}'));
    } catch {
      done(new CognitoError('SerializationException', 'The request body is not valid JSON.'), undefined);
    }
  });

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

  app.setErrorHandler((error: Error & { type?: string; statusCode?: number }, request, reply) => {
    const cognito =
      error instanceof CognitoError
        ? error
        : typeof error.statusCode === 'number' && error.statusCode < 500
          ? new CognitoError('InvalidParameterException', error.message)
          : null;
    if (!cognito) request.log.error({ err: error }, 'identity request failed');
    const answer = cognito ?? new CognitoError('InternalErrorException', 'Internal server error.', 500);
    if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
    return reply
      .status(answer.status)
      .header('x-amzn-errortype', answer.type)
      .type('application/x-amz-json-1.1')
      .send({ __type: answer.type, message: answer.message });
  });

  // The Cognito protocol, its keys and /health: callable from the app's pages (CORS).
  await app.register(async (scope) => {
    const corsOptions = {
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
    await scope.register(cors, {
      // Only the app's own origins; any other gets no CORS header at all (and its preflight a 404). The plugin's
      // preflight route matches every path: the dev mailbox gets no CORS headers either.
      delegator: (request, callback) => {
        const origin = request.headers.origin;
        const allowed = !request.url.startsWith('/_local/') && !!origin && config.corsOrigins.includes(origin);
        callback(null, { ...corsOptions, origin: allowed ? origin : false });
      },
    });
    scope.post('/', async (request, reply) => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const name = target.replace(/^AWSCognitoIdentityProviderService\./, '');
      // Own actions only: a name such as "constructor" or "__proto__" must not reach Object.prototype.
      const action =
        target.startsWith('AWSCognitoIdentityProviderService.') && Object.hasOwn(actions, name)
          ? actions[name]
          : undefined;
      if (!action) throw new CognitoError('UnknownOperationException', `Unknown operation ${target}`);
      // The admin actions need an IAM signature by the configured key, as in Amazon Cognito.
      if (name.startsWith('Admin')) {
        await verifySigV4(
          { method: request.method, headers: request.headers, body: request.rawBody ?? '' },
          config.adminKey,
          config.userPoolId.split('_')[0]!,
        );
      }
      // Cognito's string parameters never hold a NUL or half a character (and PostgreSQL text cannot).
      checkBody(request.body);
      const result = await action((request.body ?? {}) as Record<string, unknown>, { ip: request.ip });
      return reply.type('application/x-amz-json-1.1').header('x-amzn-requestid', crypto.randomUUID()).send(result);
    });

    scope.get(`/${config.userPoolId}/.well-known/jwks.json`, async () => ({ keys: [key.publicJwk] }));
    scope.get(`/${config.userPoolId}/.well-known/openid-configuration`, async () => {
      const base = `${publicUrlOf(config, listeningPort())}/${config.userPoolId}`;
      return {
        issuer: config.issuer,
        jwks_uri: `${base}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
        subject_types_supported: ['public'],
        response_types_supported: ['code', 'token'],
      };
    });
    // Health: live while the process runs; ready while its database answers.
    scope.get('/health/live', async () => ({ ok: true }));
    scope.get('/health/ready', async (_request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { ok: true };
      } catch {
        return reply.status(503).header('retry-after', '5').send({
          __type: 'ServiceUnavailableException',
          message: 'The service is not ready: its database does not answer.',
        });
      }
    });
  });

  // Local development only, and only when switched on: the messages "sent" to an address, newest first, with
  // their codes. Outside the CORS scope above (no CORS headers) and for loopback clients only.
  if (config.devMailbox) {
    app.get<{ Params: { email: string } }>('/_local/mailbox/:email', async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) {
        return reply.status(403).send({ message: 'The dev mailbox answers loopback clients only.' });
      }
      // The router has already decoded the path parameter once; decoding it again would turn %25 into a bad escape.
      if (hasUnstorableCharacter(request.params.email)) {
        return reply.status(400).send({ message: 'An address cannot contain a NUL character or half a character.' });
      }
      const messages = await store.mailbox(request.params.email);
      return messages.map((m) => ({ ...m, created_at: m.created_at.toISOString() }));
    });
  }
  return app;
}
