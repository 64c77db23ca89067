import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ResetOutcome } from '@koester/shared/auth/auth';
import type { AuthFailure } from '@koester/shared/auth/auth-errors';
import { toast } from '@koester/shared/toast/toast';
import { FormError, TextField } from '@koester/shared/ui/form-field';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { useDelayedRedirect } from '@koester/shared/ui/use-delayed-redirect';
import { AuthCard } from './auth-card';
import styles from './auth-forms.module.css';
import { NewPasswordFields, passwordsReady } from './new-password-fields';
import { PasswordResetRequest } from './password-reset-request';

/** Spec §2: after a successful reset, / follows after 3 seconds. */
const REDIRECT_MS = 3000;

/** What the page says once the password is reset, by what followed it (signInAfterPasswordReset). */
const OUTCOME_TEXTS: Record<ResetOutcome, string> = {
  'signed-in': 'resetPassword.successSignedIn',
  'signed-in-others-kept': 'resetPassword.successOthersKept',
  'signed-out': 'resetPassword.successRedirect',
};

/** /reset-password: request mode, or update mode when the URL has a code (spec §2 "Reset-password"). */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('resetPassword.title'), t('resetPassword.intro'));
  const [params] = useSearchParams();
  const code = params.get('code');
  if (!code) return <PasswordResetRequest title={t('resetPassword.title')} />;
  return <UpdatePassword code={code} initialEmail={params.get('email') ?? ''} />;
}

function UpdatePassword({ code, initialEmail }: { code: string; initialEmail: string }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'editing' | 'saving' | 'done'>('editing');
  const [outcome, setOutcome] = useState<ResetOutcome>('signed-out');

  useDelayedRedirect(status === 'done' ? '/' : null, REDIRECT_MS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !passwordsReady(password, confirm)) return;
    setStatus('saving');
    setError(null);
    try {
      const { confirmPasswordReset, signInAfterPasswordReset } = await import('@koester/shared/auth/auth');
      await confirmPasswordReset(email, code, password);
      // Every other session ends with the old password, ID tokens at the API included (docs/decisions.md).
      setOutcome(await signInAfterPasswordReset(email, password));
      toast.success(t('resetPassword.success'));
      setStatus('done');
    } catch (failure) {
      const { code: failureCode, message } = failure as AuthFailure;
      setError(tAuth(`errors.${failureCode}`, { defaultValue: message }));
      setStatus('editing');
    }
  }

  return (
    <AuthCard title={t('resetPassword.title')} links={<Link to="/login">{t('reset.backToLogin')}</Link>}>
      {status === 'done' ? (
        <p className={styles.success} role="status">
          {t(OUTCOME_TEXTS[outcome])}
        </p>
      ) : (
        <form className="k-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={status === 'saving'}>
          <p className="k-lead">{t('resetPassword.intro')}</p>
          <FormError>{error}</FormError>
          {initialEmail ? null : (
            <TextField label={t('login.email')} type="email" autoComplete="email" value={email} onValue={setEmail} />
          )}
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          <button
            className="k-btn k-btn--primary"
            type="submit"
            disabled={!email.trim() || !passwordsReady(password, confirm) || status === 'saving'}
          >
            {t('resetPassword.save')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
