import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@koester/shared/ui/form-field';
import type { useFormSubmit } from '@koester/shared/ui/use-form-submit';
import common from './common.module.css';
import styles from './form-frame.module.css';

interface FormFrameProps {
  /** The form's state, from useFormSubmit. */
  state: Pick<ReturnType<typeof useFormSubmit>, 'form' | 'busy' | 'formError'>;
  onSubmit(): void;
  submitLabel: string;
  busyLabel: string;
  /** Offers Cancel (and Escape) when given. */
  onCancel?(): void;
  /** Shown in place of the form's own error text (a message with a link). */
  notice?: ReactNode;
  /** A label for the form, for screen readers' list of forms. */
  label?: string;
  children: ReactNode;
}

/** The frame of the people forms: the form's error on top, the fields, then save and cancel. */
export function FormFrame({
  state,
  onSubmit,
  submitLabel,
  busyLabel,
  onCancel,
  notice,
  label,
  children,
}: FormFrameProps) {
  const { t } = useTranslation('people');
  const { form, busy, formError } = state;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  function escape(event: KeyboardEvent) {
    if (event.key === 'Escape' && onCancel && !busy) onCancel();
  }

  return (
    <form
      ref={form}
      className={`k-form ${styles.form}`}
      onSubmit={submit}
      onKeyDown={escape}
      noValidate
      aria-busy={busy}
      aria-label={label}
    >
      {notice ?? <FormError>{formError}</FormError>}
      {children}
      <div className={common.actions}>
        <button className="k-btn k-btn--primary" type="submit" aria-disabled={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel ? (
          <button className="k-btn k-btn--ghost" type="button" onClick={onCancel} disabled={busy}>
            {t('form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
