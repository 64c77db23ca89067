import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { WishlistEvents } from '../../events/wishlist-events.ts';
import type { FeedbackListCache } from '../../events/feedback-list-cache.ts';
import { errors } from '../../http/common-schemas.ts';
import { QUEUES, type JobQueue } from '../../jobs/job-queue.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { AccountRepository } from '../../repositories/account-repository.ts';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import { exportFile } from './export-file.ts';

interface AccountContext {
  account: AccountRepository;
  payments: PaymentRepository;
  clock: Clock;
  events: WishlistEvents;
  lists: FeedbackListCache;
  /** Absent where the API runs without its job queue (some tests): the pool account is then left alone. */
  queue?: JobQueue;
}

/** /account: the user's data, to download as one file or to delete with the account itself. */
export const accountRoutes =
  ({ account, payments, clock, events, lists, queue }: AccountContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/export',
      {
        schema: {
          tags: ['account'],
          summary: 'Everything Koester keeps about me, as one JSON file',
          response: {
            200: {
              description: 'Profile, people, dates, gift ideas, wishlists, reservations, feedback, comments, votes.',
              content: { 'application/json': { schema: z.string() } },
            },
            ...errors(),
          },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const now = clock.now();
        const [data, plan] = await Promise.all([account.collect(user.id), payments.plan(user.id)]);
        const file = exportFile(user, data, plan, now);
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="koester-${now.toISOString().slice(0, 10)}.json"`)
          .header('Cache-Control', 'no-store')
          .send(JSON.stringify(file, null, 2));
      },
    );

    app.delete(
      '/account',
      {
        schema: {
          tags: ['account'],
          summary: 'Delete my account: all my data now, my sign-in account right after; signs me out everywhere',
          response: { 204: z.null(), ...errors(429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const deleted = await account.deleteAll(user.id, async (trx) => {
          // The user-pool account goes in a job queued with the deletion: retried until the user pool has done it.
          await queue?.boss.send(QUEUES.deletePoolAccount, { userId: user.id }, { db: queue.within(trx) });
        });
        lists.invalidate();
        for (const id of deleted.wishlistIds) await events.endStreams({ wishlist_id: id });
        // Streams the user had open on friends' lists end too, on every instance.
        await events.endSessions({ user_id: user.id, revoked_before: deleted.revokedBefore });
        for (const claim of deleted.releasedOn) await events.publish({ ...claim, change: 'unclaimed' });
        return reply.status(204).send(null);
      },
    );
  };
