import type { PlanId } from '@koester/contract/plans/plan-ids';
import type { ProfileRow } from '../../repositories/profile-repository.ts';

/** The caller's profile, with the plan the site knows of. */
export const ownProfileView = (row: ProfileRow, plan: PlanId) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  plan,
});
