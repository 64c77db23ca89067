import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@koester/shared/session/session-store';
import { useFocusOnClose } from '@koester/shared/ui/use-focus-on-close';
import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';
import styles from './profile-card.module.css';
import { RenameForm } from './rename-form';

interface ProfileCardProps {
  user: SessionUser;
  name: string;
  failed: boolean;
  onRetry(): void;
}

/** The user's name, which they can change here, and their email address. */
export function ProfileCard({ user, name, failed, onRetry }: ProfileCardProps) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState(false);
  const focus = useFocusOnClose<HTMLButtonElement>(editing);
  function closeForm() {
    focus.closing();
    setEditing(false);
  }
  return (
    <DashboardCard title={t('dashboard.profile.title')} id="dashboard-profile">
      {failed ? (
        <p className={card.problem} role="alert">
          {t('dashboard.profile.loadFailed')}{' '}
          <button type="button" className={card.linkButton} onClick={onRetry}>
            {t('dashboard.retry')}
          </button>
        </p>
      ) : null}
      {editing ? (
        <RenameForm current={name} onDone={closeForm} />
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('dashboard.profile.name')}</dt>
              <dd data-testid="profile-name">{name}</dd>
            </div>
            <div>
              <dt>{t('dashboard.profile.email')}</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <button
            ref={focus.target}
            type="button"
            className="k-btn k-btn--secondary"
            onClick={() => setEditing(true)}
            disabled={failed}
          >
            {t('dashboard.profile.edit')}
          </button>
        </>
      )}
    </DashboardCard>
  );
}
