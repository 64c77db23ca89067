import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { IdentityDb } from '../db.ts';

/** Health: live while the process runs; ready while its database answers. */
export function healthRoutes(scope: FastifyInstance, db: IdentityDb) {
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
}
