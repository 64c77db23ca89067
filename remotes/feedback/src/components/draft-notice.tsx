import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@koester/shared/session/session-store';
import { useLoginPrompt } from '../stores/login-prompt-store';
import { usePendingStore } from '../stores/pending-store';
import styles from './portal-header.module.css';

/**
 * A visitor's submitted draft waits for login (spec §4): said plainly on the
 * page, with the way to log in, to edit it, or to throw it away.
 */
export function DraftNotice({ onEdit }: { onEdit: () => void }) {
  const { t } = useTranslation('feedback');
  const waiting = usePendingStore((s) => s.draft?.submitOnLogin === true);
  const signedOut = useSessionStore((s) => s.status === 'signed-out');
  if (!waiting || !signedOut) return null;
  return (
    <div className={styles.intro} role="status" data-draft-waiting>
      <p>{t('submit.draftWaiting')}</p>
      <div className={styles.draftActions}>
        <button type="button" className="k-btn k-btn--primary" onClick={() => useLoginPrompt.getState().show()}>
          {t('session.login')}
        </button>
        <button type="button" className="k-btn k-btn--ghost" onClick={onEdit}>
          {t('submit.draftEdit')}
        </button>
        <button type="button" className="k-btn k-btn--ghost" onClick={() => usePendingStore.getState().clearDraft()}>
          {t('submit.draftDiscard')}
        </button>
      </div>
    </div>
  );
}
