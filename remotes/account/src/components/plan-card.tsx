import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlanId, type PlanId } from '@koester/contract/plans/plan-ids';
import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';
import styles from './plan-card.module.css';

/** The user's plan as the site knows it (their profile), and the way to the pricing page. */
export function PlanCard({ plan, loading }: { plan: string | undefined; loading: boolean }) {
  const { t } = useTranslation('account');
  const id: PlanId | null = isPlanId(plan) ? plan : null;
  return (
    <DashboardCard title={t('dashboard.plan.title')} id="dashboard-plan">
      {id ? (
        <>
          <p className={styles.planName}>
            <span className="k-visually-hidden">{t('dashboard.plan.current')} </span>
            <strong data-testid="plan-name">{t(`plans.${id}.name`)}</strong>
          </p>
          <p>{t(`dashboard.plan.${id}`)}</p>
          <p className={card.note}>{t('dashboard.plan.source')}</p>
        </>
      ) : (
        <p className={card.note} aria-busy={loading}>
          {loading ? <span className={card.skeleton} /> : t('dashboard.plan.unknown')}
        </p>
      )}
      <Link className={`k-btn ${id === 'free' ? 'k-btn--primary' : 'k-btn--secondary'}`} to="/pricing">
        {id === 'free' ? t('dashboard.plan.upgrade') : t('dashboard.plan.compare')}
      </Link>
    </DashboardCard>
  );
}
