import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

const WINDOW_MS = 60_000;
/** Methods that change nothing (Fastify answers HEAD for every GET route). */
export const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ONE_CLICK_UNSUBSCRIBE = '/prod/mail/unsubscribe';

/**
 * Limits writes (POST, PUT, PATCH, DELETE) per IP and per signed-in user in a
 * one-minute window, answering 429 with Retry-After in the one error shape.
 * The counting is @fastify/rate-limit's: one limiter keyed by the client's
 * address (an IPv6 client by its /64, which it can rotate through freely),
 * one by the user id. Counters live in this process: behind a load balancer
 * each instance limits on its own, so the effective limit is per instance
 * (the plugin's Redis store would make it global).
 */
export async function registerWriteRateLimit(app: FastifyInstance, writesPerMinute: number): Promise<void> {
  // Not global: the plugin's own hook would answer in its own shape, and could not see the user (auth runs first).
  await app.register(rateLimit, { global: false, max: writesPerMinute, timeWindow: WINDOW_MS, cache: 10_000 });
  const limiters: [(request: FastifyRequest) => boolean, ReturnType<FastifyInstance['createRateLimit']>][] = [
    // The one-click unsubscribe is posted by mail providers from a few addresses for many people: it needs a
    // 256-bit token, only ever stops mail, and is not counted against the address.
    [(request) => request.routeOptions.url !== ONE_CLICK_UNSUBSCRIBE, app.createRateLimit()],
    [(request) => request.user !== null, app.createRateLimit({ keyGenerator: (request) => request.user!.id })],
  ];

  // After authentication (onRequest), so the user is known.
  app.addHook('preHandler', async (request, reply) => {
    if (READ_METHODS.has(request.method)) return;
    for (const [applies, limiter] of limiters) {
      if (!applies(request)) continue;
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const retryAfter = Math.max(1, result.ttlInSeconds);
      reply.header('Retry-After', String(retryAfter));
      throw new HttpError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
        retryAfter,
      });
    }
  });
}
