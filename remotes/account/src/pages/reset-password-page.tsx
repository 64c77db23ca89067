import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ResetOutcome } from '@koester/shared/auth/sessions-end';
import { toast } from '@koester/shared/toast/toast';
import { FormError, TextField } from '@koester/shared/ui/form-field';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, passwordsReady } from '../components/new-password-fields';
import { PasswordResetRequest } from '../components/password-reset-request';
import { SuccessNote } from '../components/success-note';
import { useAuthAction } from '../components/use-auth-action';
import { useDelayedRedirect } from '../components/use-delayed-redirect';

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
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, run } = useAuthAction();
  /** What followed the reset; null until it is done. */
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);

  useDelayedRedirect(outcome ? '/' : null, REDIRECT_MS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !passwordsReady(password, confirm)) return;
    await run(async () => {
      const [{ confirmPasswordReset }, { signInAfterPasswordReset }] = await Promise.all([
        import('@koester/shared/auth/sign-in'),
        import('@koester/shared/auth/sessions-end'),
      ]);
      await confirmPasswordReset(email, code, password);
      // Every other session ends with the old password, ID tokens at the API included (docs/decisions.md).
      const next = await signInAfterPasswordReset(email, password);
      toast.success(t('resetPassword.success'));
      setOutcome(next);
    });
  }

  return (
    <AuthCard title={t('resetPassword.title')} links={<Link to="/login">{t('reset.backToLogin')}</Link>}>
      {outcome ? (
        <SuccessNote>{t(OUTCOME_TEXTS[outcome])}</SuccessNote>
      ) : (
        <form className="k-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
          <p className="k-lead">{t('resetPassword.intro')}</p>
          <FormError>{error}</FormError>
          {initialEmail ? null : (
            <TextField label={t('login.email')} type="email" autoComplete="email" value={email} onValue={setEmail} />
          )}
          <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
          <button
            className="k-btn k-btn--primary"
            type="submit"
            disabled={!email.trim() || !passwordsReady(password, confirm) || busy}
          >
            {t('resetPassword.save')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
