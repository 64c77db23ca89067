import { useState } from 'react';
import styles from '@koester/shared/ui/dialog.module.css';
import { ModalFrame } from '@koester/shared/ui/modal-frame';

interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence. */
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; the dialog stays open (and busy) until it settles, and closes when it succeeds. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Where focus goes when the button that opened the dialog is gone (it belonged to what was deleted). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Asks before something that cannot be undone (deleting feedback or a
 * comment, spec §2, §6). Focus starts on Cancel, so Enter never deletes by
 * accident; Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  returnFocus,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller tells what failed (a toast); the dialog stays so the choice can be made again.
      setBusy(false);
    }
  };

  return (
    <ModalFrame
      title={title}
      description={message}
      role="alertdialog"
      busy={busy}
      onClose={onClose}
      initialFocus="[data-cancel]"
      returnFocus={returnFocus}
    >
      <div className={styles.actions}>
        <button type="button" className="k-btn k-btn--secondary" data-cancel onClick={onClose} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="k-btn k-btn--danger"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalFrame>
  );
}
