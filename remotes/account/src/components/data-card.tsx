import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { useExportData } from '../api/export-data';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard-card.module.css';
import { DeleteAccountDialog } from './delete-account-dialog';
import { saveFile } from './save-file';

/**
 * "Your data": everything Koester keeps about the user, to download as one file, and the deletion of the account
 * with all of it. Deleting asks first, in a dialog that says exactly what goes and what stays.
 */
export function DataCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const download = useExportData();
  const [deleting, setDeleting] = useState(false);
  // A double click downloads twice before the button can say it is busy: the second press waits for the first.
  const downloading = useRef(false);

  function startDownload() {
    if (downloading.current) return;
    downloading.current = true;
    download.mutate(undefined, {
      onSettled: () => {
        downloading.current = false;
      },
      onSuccess: (file) => saveFile(file.name, file.text),
      onError: () => toast.error(t('dashboard.data.downloadFailed')),
    });
  }

  return (
    <DashboardCard title={t('dashboard.data.title')} id="dashboard-data">
      <p>{t('dashboard.data.text')}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className="k-btn k-btn--secondary"
          onClick={startDownload}
          aria-disabled={download.isPending || undefined}
        >
          {download.isPending ? t('dashboard.data.downloading') : t('dashboard.data.download')}
        </button>
      </div>
      <p className={styles.note}>{t('dashboard.data.deleteText')}</p>
      <button type="button" className="k-btn k-btn--danger" onClick={() => setDeleting(true)}>
        {t('dashboard.data.delete')}
      </button>
      {deleting ? <DeleteAccountDialog email={user.email} onClose={() => setDeleting(false)} /> : null}
    </DashboardCard>
  );
}
