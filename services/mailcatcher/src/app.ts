import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { MailcatcherConfig } from './config.ts';
import { allowedHosts } from './host-check.ts';
import type { MessageStore } from './message-store.ts';
import { messageRoutes } from './routes/messages.ts';

/** The HTTP side: the caught messages, and health. No CORS headers: pages on other origins cannot read it. */
export function buildMailcatcherApp({
  config,
  store,
  logger = true,
}: {
  config: MailcatcherConfig;
  store: MessageStore;
  logger?: boolean;
}): FastifyInstance {
  const app = Fastify({ logger: logger && { level: 'warn' } });

  // Only requests addressed to it by one of its names, on every route: see host-check.ts.
  let allowed: Set<string> | undefined;
  app.addHook('onRequest', async (request, reply) => {
    allowed ??= allowedHosts(config, (app.server.address() as AddressInfo | null)?.port ?? config.httpPort);
    if (request.headers.host && allowed.has(request.headers.host.toLowerCase())) return;
    return reply.status(421).send({ message: 'The mail catcher does not answer for that host name.' });
  });

  app.get('/health/live', async () => ({ ok: true }));
  // Ready once listening: it has nothing else to wait for.
  app.get('/health/ready', async () => ({ ok: true }));
  messageRoutes(app, store);
  return app;
}
