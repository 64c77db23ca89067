import { forbidden, HttpError, notFound } from '../../errors.ts';
import { errors } from '../../http/common-schemas.ts';
import type { RouteApp } from '../../http/route-app.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import { verifiedPaymentSchema, verifyPaymentBody } from './schemas.ts';
import { verifiedPayment } from './views.ts';

/**
 * POST /api/verify-payment: ok only for a recorded, paid checkout session of
 * the caller. In production the payment provider's webhook records sessions;
 * locally the demo data holds one.
 */
export function verifyPayment(app: RouteApp, payments: PaymentRepository): void {
  app.post(
    '/api/verify-payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Verify a checkout session after payment',
        body: verifyPaymentBody,
        response: { 200: verifiedPaymentSchema, ...errors(400, 402, 403, 404, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.body.userId !== user.id)
        throw forbidden('You can only verify your own payments.', 'NOT_YOUR_PAYMENT');
      const session = await payments.findCheckoutSession(request.body.sessionId);
      if (!session || session.user_id !== user.id)
        throw notFound('We could not find this payment.', 'PAYMENT_NOT_FOUND');
      if (session.status !== 'paid')
        throw new HttpError(402, 'PAYMENT_NOT_COMPLETED', 'This payment has not been completed.');
      return verifiedPayment(session);
    },
  );
}
