import { useMutation } from '@tanstack/react-query';
import { loginPath } from '@koester/shared/auth/return-path';
import type { RuntimeConfig } from '@koester/shared/config/runtime-config';
import { settledUser, type SessionUser } from '@koester/shared/session/session-store';
import { choosePlan } from '../model/plans';
import { CheckoutUnavailableError, checkoutProvider, checkoutReturnUrls, type CheckoutProvider } from './checkout';

/** What selecting a plan comes to (spec §4, §6, §8), for the page to say and do. */
type SelectOutcome =
  /** Nobody is signed in: log in first, then back to the pricing page with the same interval. */
  | { kind: 'log-in'; to: string }
  /** The free plan: 'Je bent nu aangemeld voor het gratis plan!', then /dashboard. */
  | { kind: 'free' }
  /** A paid plan while checkout is closed: 'Stripe checkout is temporarily unavailable …'. */
  | { kind: 'checkout-unavailable' }
  /** Anything else went wrong: 'Er ging iets mis. Probeer het later opnieuw.' */
  | { kind: 'failed'; error: unknown };

interface Selection {
  user: SessionUser | null;
  payments: RuntimeConfig['payments'];
  planId: string;
  interval: string;
  checkout: CheckoutProvider;
  origin: string;
}

/** Selects a plan: the rules of who may choose what, without the page around them. */
export async function selectPlan({
  user,
  payments,
  planId,
  interval,
  checkout,
  origin,
}: Selection): Promise<SelectOutcome> {
  if (!user) return { kind: 'log-in', to: loginPath(`/pricing?interval=${encodeURIComponent(interval)}`) };
  try {
    const choice = choosePlan(payments, planId, interval);
    if (choice.plan.id === 'free') return { kind: 'free' };
    if (!choice.priceId) return { kind: 'checkout-unavailable' };
    await checkout.start({
      choice: { ...choice, priceId: choice.priceId },
      userId: user.userId,
      email: user.email,
      ...checkoutReturnUrls(origin, choice.interval),
    });
    // A provider that returns without leaving the site has not taken the payment.
    return { kind: 'checkout-unavailable' };
  } catch (error) {
    return error instanceof CheckoutUnavailableError ? { kind: 'checkout-unavailable' } : { kind: 'failed', error };
  }
}

/** What the pricing page asks for: a plan, billed per interval, at the configured prices. */
type PlanRequest = Pick<Selection, 'payments' | 'planId' | 'interval'>;

/**
 * Selecting a plan from the pricing page, with today's checkout provider. A click while the shell is still restoring
 * the session waits for it, rather than asking to log in. It never fails: the outcome says what happened.
 */
export function useSelectPlan() {
  return useMutation({
    mutationFn: async (request: PlanRequest) =>
      selectPlan({
        ...request,
        user: await settledUser(),
        checkout: checkoutProvider(),
        origin: window.location.origin,
      }),
  });
}
