import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInRequired } from '@koester/shared/auth/sign-in-required';
import { withQueryClient } from '@koester/shared/data/query-provider';
import { DeclaredCards } from '@koester/shared/federation/declared-cards';
import { useSessionStore } from '@koester/shared/session/session-store';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { useProfile } from '../api/profile';
import { AppCard } from '../components/app-card';
import { DataCard } from '../components/data-card';
import { FeedbackCard } from '../components/feedback-card';
import { PlanCard } from '../components/plan-card';
import { ProfileCard } from '../components/profile-card';
import { SecurityCard } from '../components/security-card';
import { WishlistsCard } from '../components/wishlists-card';
import styles from './dashboard-page.module.css';

/**
 * /dashboard: the signed-in home on the web. The name (which the user can change), the plan as the site knows it,
 * their wishlists and their own feedback, the app, security, and their data (to download, or to delete with the
 * account). Visitors are sent to log in and come back here.
 */
function Dashboard() {
  const { t } = useTranslation('account');
  usePageMeta(t('dashboard.title'), t('dashboard.intro'));
  return (
    <SignInRequired>
      <DashboardContent />
    </SignInRequired>
  );
}

export const DashboardPage = withQueryClient(Dashboard);

function DashboardContent() {
  const { t } = useTranslation('account');
  const user = useSessionStore((s) => s.user)!;
  const profile = useProfile(user);
  const name = profile.data?.name || user.name || user.email;
  return (
    <div className={`k-container k-page ${styles.page}`}>
      <header className={styles.header}>
        <span className="k-eyebrow">{t('dashboard.title')}</span>
        <h1>{t('dashboard.greeting', { name })}</h1>
        <p className="k-lead">{t('dashboard.intro')}</p>
      </header>
      <div className={styles.grid}>
        <ProfileCard
          user={user}
          name={name}
          failed={profile.isError && !profile.data}
          onRetry={() => void profile.refetch()}
        />
        <PlanCard plan={profile.data?.plan} loading={profile.isPending} />
        <WishlistsCard user={user} />
        <FeedbackCard user={user} />
        <DeclaredCards slot="dashboard" />
        <AppCard />
        <SecurityCard />
        <DataCard user={user} />
      </div>
      <p className={styles.help}>
        {t('dashboard.help')} <Link to="/support">{t('dashboard.toSupport')}</Link>
      </p>
    </div>
  );
}
