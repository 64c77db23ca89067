import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@koester/shared/api/api-error';
import { toast } from '@koester/shared/toast/toast';
import { FormError, TextField } from '@koester/shared/ui/form-field';
import { fieldErrorTexts } from '@koester/shared/validation/field-error-text';
import { PROFILE_LIMITS, validateProfileName } from '@koester/contract/validation/profile-rules';
import { useRenameProfile } from '../api/rename-profile';
import styles from './rename-form.module.css';

interface RenameFormProps {
  current: string;
  onDone(): void;
}

/**
 * Changes the user's name (their profile, which friends see on shared wishlists). The shared rule is checked here
 * and again by the API; whatever is refused stays in the field with its reason, and nothing changes.
 */
export function RenameForm({ current, onDone }: RenameFormProps) {
  const { t } = useTranslation('account');
  const rename = useRenameProfile();
  const [name, setName] = useState(current);
  // The form's own check at the last submit; the server's refusal is the call's error.
  const [checkError, setCheckError] = useState<string | null>(null);
  // Typed since the last refusal: its reason was about the old text.
  const [typedSince, setTypedSince] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = rename.isPending;
  const refused = rename.error;
  const serverField = refused instanceof ApiError ? fieldErrorTexts(refused.fieldErrors, t).name : undefined;
  const fieldError = typedSince ? null : (checkError ?? serverField ?? null);
  const formError =
    refused && !serverField
      ? t(
          refused instanceof ApiError && refused.status === 429
            ? 'dashboard.profile.tooMany'
            : 'dashboard.profile.failed',
        )
      : null;

  useEffect(() => input.current?.select(), []);

  // Enter pressed twice sends twice before the form can say it is busy: the second press waits for the first.
  const sending = useRef(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    rename.reset();
    setTypedSince(false);
    const checked = validateProfileName(name);
    if (!checked.ok) {
      setCheckError(fieldErrorTexts(checked.errors, t).name ?? null);
      input.current?.focus();
      return;
    }
    setCheckError(null);
    sending.current = true;
    rename.mutate(checked.value, {
      onSuccess: () => {
        toast.success(t('dashboard.profile.saved'));
        onDone();
      },
      onError: (error) => {
        sending.current = false;
        if (error instanceof ApiError && fieldErrorTexts(error.fieldErrors, t).name) input.current?.focus();
      },
    });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !busy) onDone();
  }

  return (
    <form className={`k-form ${styles.rename}`} onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-busy={busy}>
      <FormError>{formError}</FormError>
      <TextField
        ref={input}
        label={t('dashboard.profile.newName')}
        autoComplete="name"
        required
        maxLength={PROFILE_LIMITS.nameMax * 2}
        value={name}
        onValue={(value) => {
          setName(value);
          if (fieldError) setTypedSince(true);
        }}
        error={fieldError}
        hint={t('dashboard.profile.nameHint')}
      />
      <div className={styles.formActions}>
        <button className="k-btn k-btn--primary" type="submit" aria-disabled={busy || undefined}>
          {busy ? t('dashboard.profile.saving') : t('dashboard.profile.save')}
        </button>
        <button className="k-btn k-btn--ghost" type="button" onClick={onDone} disabled={busy}>
          {t('dashboard.profile.cancel')}
        </button>
      </div>
    </form>
  );
}
