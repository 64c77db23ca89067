import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@koester/shared/session/session-store';
import { CheckoutUnavailableError, unavailableCheckout, type CheckoutProvider } from './checkout';
import { selectPlan } from './select-plan';

const payments = {
  priceIds: {
    pro: { monthly: 'price_pro_m', yearly: 'price_pro_y' },
    premium: { monthly: 'price_premium_m', yearly: 'price_premium_y' },
  },
};
const user: SessionUser = {
  userId: 'u-1',
  username: 'ann@example.com',
  name: 'Ann',
  email: 'ann@example.com',
  isAdmin: false,
};
const base = { user, payments, interval: 'monthly', checkout: unavailableCheckout, origin: 'https://koester.app' };

describe('selectPlan', () => {
  it('sends a visitor to log in and back to the pricing page with the same interval', async () => {
    const start = vi.fn();
    await expect(
      selectPlan({ ...base, user: null, planId: 'pro', interval: 'yearly', checkout: { start } }),
    ).resolves.toEqual({ kind: 'log-in', to: '/login?next=%2Fpricing%3Finterval%3Dyearly' });
    expect(start).not.toHaveBeenCalled();
  });

  it('signs a user up for free without a checkout', async () => {
    const start = vi.fn();
    await expect(selectPlan({ ...base, planId: 'free', checkout: { start } })).resolves.toEqual({ kind: 'free' });
    expect(start).not.toHaveBeenCalled();
  });

  it("says checkout is unavailable for a paid plan with today's provider", async () => {
    await expect(selectPlan({ ...base, planId: 'premium' })).resolves.toEqual({ kind: 'checkout-unavailable' });
  });

  it('hands a paid choice to the provider with its price id and the ways back', async () => {
    const start = vi.fn<CheckoutProvider['start']>().mockRejectedValue(new CheckoutUnavailableError());
    await selectPlan({ ...base, planId: 'pro', interval: 'yearly', checkout: { start } });
    expect(start).toHaveBeenCalledWith({
      choice: expect.objectContaining({ interval: 'yearly', price: 69.99, priceId: 'price_pro_y' }),
      userId: 'u-1',
      email: 'ann@example.com',
      successUrl: 'https://koester.app/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://koester.app/pricing?interval=yearly',
    });
  });

  it('does not start a checkout for a plan without a configured price id', async () => {
    const start = vi.fn();
    const unpriced = { priceIds: { ...payments.priceIds, premium: { monthly: '', yearly: '' } } };
    await expect(selectPlan({ ...base, payments: unpriced, planId: 'premium', checkout: { start } })).resolves.toEqual({
      kind: 'checkout-unavailable',
    });
    expect(start).not.toHaveBeenCalled();
  });

  it('reports any other failure, and an unknown plan or interval, as failed', async () => {
    const broken: CheckoutProvider = { start: () => Promise.reject(new TypeError('network down')) };
    await expect(selectPlan({ ...base, planId: 'pro', checkout: broken })).resolves.toMatchObject({ kind: 'failed' });
    await expect(selectPlan({ ...base, planId: 'gold' })).resolves.toMatchObject({ kind: 'failed' });
    await expect(selectPlan({ ...base, planId: 'pro', interval: 'weekly' })).resolves.toMatchObject({
      kind: 'failed',
    });
  });
});
