import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';

const WINDOW_MS = 60_000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Limits writes (POST, PUT, PATCH, DELETE) per IP and per signed-in user in a
 * one-minute window, answering 429 with Retry-After. Counters live in this
 * process: behind a load balancer each instance limits on its own, so the
 * effective limit is per instance (a shared store would make it global).
 */
export function registerWriteRateLimit(app: FastifyInstance, writesPerMinute: number): void {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const hit = (key: string, now: number) => {
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + WINDOW_MS };
      windows.set(key, window);
    }
    window.count += 1;
    return window;
  };

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }, WINDOW_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  // After authentication (onRequest), so the user is known.
  app.addHook('preHandler', async (request, reply) => {
    if (READ_METHODS.has(request.method)) return;
    const now = Date.now();
    const keys = [`ip:${request.ip}`, ...(request.user ? [`user:${request.user.id}`] : [])];
    for (const key of keys) {
      const window = hit(key, now);
      if (window.count > writesPerMinute) {
        const retryAfter = Math.ceil((window.resetAt - now) / 1000);
        reply.header('Retry-After', String(retryAfter));
        throw new HttpError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
          retryAfter,
        });
      }
    }
  });
}
