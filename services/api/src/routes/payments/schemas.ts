import { z } from 'zod';

export const verifyPaymentBody = z.object({
  sessionId: z.string().min(1).max(255),
  userId: z.string().min(1).max(255),
});

export const verifiedPaymentSchema = z.object({ ok: z.literal(true), plan: z.string() });
