import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MessageStore } from '../message-store.ts';

const recipient = z.string().trim().min(1, 'must be an address').optional();
const listQuery = z.object({ to: recipient, limit: z.coerce.number().int().min(1).optional() });
const countQuery = z.object({ to: recipient });

/** The query's fields, or a 400 naming what is wrong (a repeated parameter, a limit that is not a whole number). */
function parsed<T>(schema: z.ZodType<T>, query: unknown): { ok: true; value: T } | { ok: false; message: string } {
  const result = schema.safeParse(query);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  return { ok: false, message: `${issue.path.join('.') || 'query'} ${issue.message}` };
}

/**
 * Reading the caught messages: for development (what did the site send me?) and for the tests. Newest first; an
 * address is matched without regard to case.
 */
export function messageRoutes(app: FastifyInstance, store: MessageStore) {
  app.get('/messages', async (request, reply) => {
    const query = parsed(listQuery, request.query);
    if (!query.ok) return reply.status(400).send({ message: query.message });
    return { messages: store.list(query.value) };
  });

  // Cheap whatever the number of messages: a benchmark asks again and again while it sends.
  app.get('/messages/count', async (request, reply) => {
    const query = parsed(countQuery, request.query);
    if (!query.ok) return reply.status(400).send({ message: query.message });
    return { count: store.count(query.value.to) };
  });

  app.delete('/messages', async (_request, reply) => {
    store.clear();
    return reply.status(204).send();
  });
}
