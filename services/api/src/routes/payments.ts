import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/schema.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { errors } from './schemas.ts';

/**
 * POST /api/verify-payment: ok only for a recorded, paid checkout session of
 * the caller. In production the payment provider's webhook records sessions;
 * locally the demo data holds one.
 */
export const paymentRoutes =
  (db: Kysely<Database>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/verify-payment',
      {
        schema: {
          tags: ['payments'],
          summary: 'Verify a checkout session after payment',
          body: z.object({ sessionId: z.string().min(1).max(255), userId: z.string().min(1).max(255) }),
          response: {
            200: z.object({ ok: z.literal(true), plan: z.string() }),
            ...errors(400, 402, 403, 404, 429),
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (request.body.userId !== user.id)
          throw forbidden('You can only verify your own payments.', 'NOT_YOUR_PAYMENT');
        const session = await db
          .selectFrom('checkout_sessions')
          .select(['status', 'plan', 'user_id'])
          .where('id', '=', request.body.sessionId)
          .executeTakeFirst();
        if (!session || session.user_id !== user.id)
          throw notFound('We could not find this payment.', 'PAYMENT_NOT_FOUND');
        if (session.status !== 'paid')
          throw new HttpError(402, 'PAYMENT_NOT_COMPLETED', 'This payment has not been completed.');
        return { ok: true as const, plan: session.plan };
      },
    );
  };
