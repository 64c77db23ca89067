import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

const withCode = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('what a database failure the request did not cause answers', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  const failures = {
    deadlock: withCode('40P01', 'deadlock detected'),
    serialization: withCode('40001', 'could not serialize access due to concurrent update'),
    down: withCode('57P01', 'terminating connection due to administrator command'),
    bug: new TypeError("Cannot read properties of undefined (reading 'id')"),
  };
  for (const [name, error] of Object.entries(failures)) {
    app.get(`/${name}`, async () => {
      throw error;
    });
  }

  it.each(['deadlock', 'serialization', 'down'])(
    'a %s: 503 with Retry-After, as the same request may pass soon',
    async (name) => {
      const answer = await app.inject({ method: 'GET', url: `/${name}` });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', details: { retryAfter: 5 } });
    },
  );

  it('a fault of the code: 500, with nothing of it in the answer', async () => {
    const answer = await app.inject({ method: 'GET', url: '/bug' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('Cannot read');
  });
});
