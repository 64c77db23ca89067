import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@koester/shared/ui/form-field';
import type { useFormSubmit } from '@koester/shared/ui/use-form-submit';
import { OWNER_NAMESPACE } from '../i18n/owner/owner-texts';
import common from './owner-common.module.css';
import styles from './owner-form.module.css';

interface OwnerFormProps {
  /** The form's state, from useFormSubmit. */
  state: Pick<ReturnType<typeof useFormSubmit>, 'form' | 'busy' | 'formError'>;
  onSubmit(): void;
  submitLabel: string;
  busyLabel: string;
  /** Offers Cancel (and Escape) when given. */
  onCancel?(): void;
  children: ReactNode;
}

/** The frame of the owner's forms: the form's own error on top, the fields, then save and cancel. */
export function OwnerForm({ state, onSubmit, submitLabel, busyLabel, onCancel, children }: OwnerFormProps) {
  const { t } = useTranslation(OWNER_NAMESPACE);
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
    >
      <FormError>{formError}</FormError>
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
