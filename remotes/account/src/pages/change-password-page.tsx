import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, passwordsReady } from '../components/new-password-fields';
import { useAuthAction } from '../components/use-auth-action';
import { useReturnPath } from '../components/use-return-path';

/** /change-password: the forced change after a temporary password (email via navigation state, spec §2). */
export function ChangePasswordPage() {
  const state = useLocation().state as { email?: string } | null;
  if (!state?.email) return <Navigate to="/login" replace />;
  return <ChangePasswordForm email={state.email} />;
}

function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  usePageMeta(t('changePassword.title'), t('changePassword.intro'));
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, run } = useAuthAction();
  const { destination } = useReturnPath();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!passwordsReady(password, confirm) || busy) return;
    await run(async () => {
      const { completeNewPassword } = await import('@koester/shared/auth/sign-in');
      if ((await completeNewPassword(password)) === 'done') {
        toast.success(t('changePassword.success'));
        void navigate(destination);
      }
    });
  }

  return (
    <AuthCard title={t('changePassword.title')}>
      <p className="k-lead">{t('changePassword.intro')}</p>
      <p>{t('changePassword.forAccount', { email })}</p>
      <form className="k-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        {error ? (
          <p className="k-form-error" role="alert">
            {error}{' '}
            {error === tAuth('errors.SESSION_EXPIRED') ? <Link to="/login">{t('reset.backToLogin')}</Link> : null}
          </p>
        ) : null}
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <button className="k-btn k-btn--primary" type="submit" disabled={!passwordsReady(password, confirm) || busy}>
          {t('changePassword.save')}
        </button>
      </form>
    </AuthCard>
  );
}
