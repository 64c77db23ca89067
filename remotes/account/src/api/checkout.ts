import type { PlanChoice } from '../model/plans';

/** What a checkout needs to know: the paid plan chosen and who is buying it. */
export interface CheckoutRequest {
  choice: PlanChoice & { priceId: string };
  userId: string;
  email: string;
  /** Where the provider sends the buyer back after paying; it appends the session id (spec §2). */
  successUrl: string;
  /** Where it sends them when they cancel. */
  cancelUrl: string;
}

/**
 * The payment provider behind "select" on a paid plan. Starting a checkout usually leaves the site (the provider's
 * hosted page); the returned promise settles only when that did not happen. A real provider is plugged in by
 * implementing this and returning it from `checkoutProvider`; the pricing page does not change.
 */
export interface CheckoutProvider {
  start(request: CheckoutRequest): Promise<void>;
}

/** The provider cannot take payments now (spec §8: 'Stripe checkout is temporarily unavailable …'). */
export class CheckoutUnavailableError extends Error {
  constructor() {
    super('Checkout is temporarily unavailable');
    this.name = 'CheckoutUnavailableError';
  }
}

/**
 * Today's provider: checkout is not open yet (spec §7: a paid choice makes no call), so it refuses at once without
 * a request.
 */
export const unavailableCheckout: CheckoutProvider = {
  start: () => Promise.reject(new CheckoutUnavailableError()),
};

/** The checkout the pricing page uses. */
export function checkoutProvider(): CheckoutProvider {
  return unavailableCheckout;
}

/** The URLs a checkout returns to, on this site. */
export function checkoutReturnUrls(origin: string, interval: string): { successUrl: string; cancelUrl: string } {
  return {
    // {CHECKOUT_SESSION_ID} is the provider's placeholder for the session it creates.
    successUrl: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/pricing?interval=${encodeURIComponent(interval)}`,
  };
}
