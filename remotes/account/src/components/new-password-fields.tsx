import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@koester/shared/ui/form-field';
import { unmetPasswordRules } from '@koester/contract/validation/password-rules';
import styles from './new-password-fields.module.css';
import { PasswordChecklist } from './password-checklist';

/** True when the password meets every rule of spec §5 and both entries match. */
export const passwordsReady = (password: string, confirm: string) =>
  unmetPasswordRules(password).length === 0 && password === confirm;

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** A new password with the live checklist, and its repetition ("Wachtwoorden komen niet overeen"). */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const mismatch = confirm.length > 0 && confirm !== password;
  return (
    <>
      <TextField
        label={t('signup.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        aria-describedby={`${id}-rules`}
        value={password}
        onValue={onPassword}
      >
        <PasswordChecklist id={`${id}-rules`} password={password} />
      </TextField>
      <TextField
        label={t('signup.confirm')}
        type="password"
        autoComplete="new-password"
        required
        aria-invalid={mismatch}
        value={confirm}
        onValue={onConfirm}
      >
        {mismatch ? <p className={styles.hint}>{t('signup.mismatch')}</p> : null}
      </TextField>
    </>
  );
}
