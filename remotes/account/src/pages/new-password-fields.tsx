import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { unmetPasswordRules } from '@koester/shared/validation/password-rules';
import styles from './auth-forms.module.css';
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
      <div className="k-field">
        <label className="k-label" htmlFor={`${id}-password`}>
          {t('signup.password')}
        </label>
        <input
          id={`${id}-password`}
          className="k-input"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          aria-describedby={`${id}-rules`}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
        <PasswordChecklist id={`${id}-rules`} password={password} />
      </div>
      <div className="k-field">
        <label className="k-label" htmlFor={`${id}-confirm`}>
          {t('signup.confirm')}
        </label>
        <input
          id={`${id}-confirm`}
          className="k-input"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch}
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
        />
        {mismatch ? <p className={styles.hint}>{t('signup.mismatch')}</p> : null}
      </div>
    </>
  );
}
