/** A paid checkout session as its payer is told of it: the plan bought. */
export const verifiedPayment = (session: { plan: string }) => ({ ok: true as const, plan: session.plan });
