import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@koester/shared/api/api-error';
import { FREE_RELATIONSHIPS } from '@koester/contract/plans/plan-limits';
import common from './common.module.css';

/** The limit a 403 PLAN_LIMIT_REACHED names (`details.limit`), else the free plan's. */
export function planLimitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_LIMIT_REACHED') return null;
  const limit = (error.details as { limit?: unknown } | null)?.limit;
  return typeof limit === 'number' ? limit : FREE_RELATIONSHIPS;
}

/**
 * The free plan is full: what that means and the way to more, never a dead end. As a form's error (`alert`) it is
 * announced; above a form or list it is a plain note.
 */
export function PlanLimitNotice({ limit, alert }: { limit: number; alert?: boolean }) {
  const { t } = useTranslation('people');
  return (
    <p className={alert ? 'k-form-error' : common.planNote} role={alert ? 'alert' : undefined} data-plan-limit>
      {t('plan.full', { limit })} <Link to="/pricing">{t('plan.seePro')}</Link>
    </p>
  );
}
