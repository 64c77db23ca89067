import { skipToken, useQuery } from '@tanstack/react-query';
import { profileQuery } from '@koester/shared/auth/profile';
import type { PlanId } from '@koester/contract/plans/plan-ids';
import { useSessionStore, type SessionUser } from '@koester/shared/session/session-store';

/** The signed-in user's profile (GET /profiles, created when missing; cached as the shared profile module says). */
export function useProfile(user: SessionUser) {
  return useQuery(profileQuery(user));
}

/**
 * The paid plan the signed-in user has, as the site knows it (their profile), or null. Only a paid plan counts: every
 * account is free until it pays, and choosing free stays the spec's flow (toast, then /dashboard).
 */
export function usePaidPlan(): PlanId | null {
  const user = useSessionStore((s) => (s.status === 'signed-in' ? s.user : null));
  const profile = useQuery(user ? profileQuery(user) : { queryKey: ['profile', 'nobody'], queryFn: skipToken });
  const plan = profile.data?.plan;
  return plan && plan !== 'free' ? plan : null;
}
