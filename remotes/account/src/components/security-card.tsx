import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { ConfirmDialog } from '@koester/shared/ui/confirm-dialog';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard-card.module.css';

/**
 * Logging out on every device (a lost phone, a borrowed computer): the API stops accepting every token issued so
 * far, then the user pool revokes the sessions. A password of its own is changed by a reset, which does the same.
 */
export function SecurityCard() {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  return (
    <DashboardCard title={t('dashboard.security.title')} id="dashboard-security">
      <p>{t('dashboard.security.text')}</p>
      <div className={styles.actions}>
        <button type="button" className="k-btn k-btn--secondary" onClick={() => setConfirming(true)}>
          {t('dashboard.security.everywhere')}
        </button>
      </div>
      <p>
        {t('dashboard.security.password')} <Link to="/reset-password">{t('dashboard.security.passwordLink')}</Link>
      </p>
      {confirming ? (
        <ConfirmDialog
          title={t('dashboard.security.confirmTitle')}
          message={t('dashboard.security.confirmText')}
          confirmLabel={t('dashboard.security.confirm')}
          cancelLabel={t('dashboard.security.cancel')}
          onConfirm={async () => {
            try {
              const { signOutEverywhere } = await import('@koester/shared/auth/sessions-end');
              await signOutEverywhere();
            } catch (error) {
              toast.error(t('dashboard.security.failed'));
              throw error;
            }
            // Signed out: the page's sign-in guard takes the user home.
            toast.success(t('dashboard.security.done'));
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </DashboardCard>
  );
}
