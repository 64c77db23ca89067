import type { FastifyInstance } from 'fastify';
import { hasUnstorableCharacter } from '@koester/contract/validation/body-inspection';
import type { PoolStore } from '../pool-store.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export const isLoopback = (address: string | undefined) =>
  address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address ?? '');

/**
 * Local development only, and only when switched on: the messages "sent" to an address, newest first, with their
 * codes. For loopback clients only, and with no CORS headers (app.ts registers it outside the CORS scope).
 */
export function devMailboxRoute(app: FastifyInstance, mailbox: PoolStore['mailbox']) {
  app.get<{ Params: { email: string } }>('/_local/mailbox/:email', async (request, reply) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      return reply.status(403).send({ message: 'The dev mailbox answers loopback clients only.' });
    }
    // The router has already decoded the path parameter once; decoding it again would turn %25 into a bad escape.
    if (hasUnstorableCharacter(request.params.email)) {
      return reply.status(400).send({ message: 'An address cannot contain a NUL character or half a character.' });
    }
    const messages = await mailbox.messagesTo(request.params.email);
    return messages.map((m) => ({ ...m, created_at: m.created_at.toISOString() }));
  });
}
