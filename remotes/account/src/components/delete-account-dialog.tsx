import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '@koester/shared/session/sign-out';
import { toast } from '@koester/shared/toast/toast';
import dialogStyles from '@koester/shared/ui/dialog.module.css';
import { TextField } from '@koester/shared/ui/form-field';
import { useDeleteAccount } from '../api/delete-account';
import styles from './delete-account-dialog.module.css';

/** What deleting the account does, in the order the dialog says it. */
const CONSEQUENCES = ['removed', 'reservations', 'anonymous', 'signedOut'] as const;

/** Whether what was typed is the account's email address (as addresses are compared: spaces and case aside). */
const sameEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

interface DeleteAccountDialogProps {
  email: string;
  onClose(): void;
}

/**
 * Asks before the account is deleted, saying exactly what goes and what stays, and has the user type their email
 * address first: a click alone, or a confirmation meant for something else, cannot delete an account. A native
 * modal dialog, so the browser keeps focus in it and gives focus back when it closes; Escape and the backdrop
 * cancel, except while the deletion is under way. A failure leaves everything as it was, the dialog included.
 */
export function DeleteAccountDialog({ email, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const busy = remove.isPending;
  const confirmed = sameEmail(typed, email);
  // Enter pressed twice sends twice before the dialog can say it is busy: the second press waits for the first.
  const sending = useRef(false);

  // Closed while still in the page (a layout effect's cleanup runs before React removes it), so the browser can give
  // focus back; and back to the button that opened it, wherever the browser would put it.
  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function cancel() {
    if (!sending.current) onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || sending.current) return;
    sending.current = true;
    remove.mutate(undefined, {
      onSuccess: () => {
        // The account is gone and the API refuses its tokens: the session ends here without asking the API again.
        void signOut();
        toast.success(t('dashboard.data.deleted'));
        void navigate('/', { replace: true });
      },
      onError: () => {
        sending.current = false;
        toast.error(t('dashboard.data.deleteFailed'));
      },
    });
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onClick={(event) => event.target === event.currentTarget && cancel()}
    >
      <form className={styles.body} onSubmit={submit} noValidate aria-busy={busy}>
        <h2 id={titleId} className={styles.title}>
          {t('dashboard.data.confirmTitle')}
        </h2>
        <div id={textId}>
          <p>{t('dashboard.data.confirmIntro')}</p>
          <ul className={styles.consequences}>
            {CONSEQUENCES.map((key) => (
              <li key={key}>{t(`dashboard.data.consequences.${key}`)}</li>
            ))}
          </ul>
        </div>
        <TextField
          label={t('dashboard.data.typeEmail')}
          hint={t('dashboard.data.typeEmailHint', { email })}
          value={typed}
          onValue={setTyped}
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={busy}
        />
        <div className={dialogStyles.actions}>
          <button type="button" className="k-btn k-btn--secondary" onClick={cancel} disabled={busy}>
            {t('dashboard.data.cancel')}
          </button>
          <button type="submit" className="k-btn k-btn--danger" disabled={!confirmed || busy} aria-busy={busy}>
            {busy ? t('dashboard.data.deleting') : t('dashboard.data.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
