import { useId, useRef, type ReactNode } from 'react';
import styles from '@koester/shared/ui/dialog.module.css';
import { useDialogFocus } from '@koester/shared/ui/use-dialog-focus';

interface ModalFrameProps {
  title: ReactNode;
  /** What the dialog is about, in a sentence under the title (its accessible description). */
  description: ReactNode;
  /** While busy, Escape, the backdrop and closing do nothing, and the dialog says it is busy. */
  busy?: boolean;
  onClose(): void;
  /** alertdialog for a question before something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** A selector for where focus starts (else the first field, else the first button). */
  initialFocus?: string;
  /** Where focus goes when the button that opened the dialog is gone. */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Another class beside the frame's own (a wider dialog). */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a modal dialog: a backdrop that closes it, the dialog labelled by its title and described by its
 * sentence, and the keyboard handling of useDialogFocus. The contents (fields, actions) are the caller's.
 */
export function ModalFrame({
  title,
  description,
  busy = false,
  onClose,
  role = 'dialog',
  initialFocus,
  returnFocus,
  className,
  children,
}: ModalFrameProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => !busy && onClose();
  useDialogFocus(dialog, true, close, initialFocus, returnFocus);
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={dialog}
        className={className ? `${styles.dialog} ${className}` : styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        aria-busy={busy}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{description}</p>
        {children}
      </div>
    </div>
  );
}
