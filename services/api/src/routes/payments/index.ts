import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentRepository } from '../../repositories/payment-repository.ts';
import { verifyPayment } from './verify-payment.ts';

/** Payments: checking a checkout session once the provider has taken the payment. */
export const paymentRoutes =
  (payments: PaymentRepository): FastifyPluginAsyncZod =>
  async (app) => {
    verifyPayment(app, payments);
  };
