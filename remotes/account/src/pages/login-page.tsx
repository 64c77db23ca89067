import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSessionStore } from '@koester/shared/session/session-store';
import { toast } from '@koester/shared/toast/toast';
import { FormError, TextField } from '@koester/shared/ui/form-field';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { AuthCard } from '../components/auth-card';
import { useAuthAction } from '../components/use-auth-action';
import { useReturnPath } from '../components/use-return-path';

/**
 * /login: success goes to /feedback, or back to the page that sent the visitor here (?next=); an unconfirmed email to
 * /verify-email; a forced change to /change-password.
 */
export function LoginPage() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  usePageMeta(t('login.title'), t('login.intro'));
  const navigate = useNavigate();
  const signedInAs = useSessionStore((s) => (s.status === 'signed-in' ? s.user : null));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, setError, run } = useAuthAction();
  const { returnTo, destination, keep } = useReturnPath();
  // Set on submit: the sign-in below navigates itself, so the short cut for an arrival already signed in stays out.
  const submitted = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    submitted.current = true;
    await run(async () => {
      // The auth code (and aws-amplify) load only when someone signs in.
      const { signInWithEmail } = await import('@koester/shared/auth/sign-in');
      const next = await signInWithEmail(email, password);
      if (next === 'done') {
        toast.success(tAuth('success.loggedIn'));
        // Back to the page that asked replaces the login in the history: Back then leaves that page, as expected.
        void navigate(destination, { replace: Boolean(returnTo) });
      } else if (next === 'confirm-sign-up') {
        // signInWithEmail has sent a fresh code on the way here.
        toast.success(tAuth('success.verificationSent'));
        void navigate('/verify-email', {
          state: { email: email.trim().toLowerCase(), password, isNewSignup: false, returnTo },
        });
      } else if (next === 'new-password') {
        void navigate('/change-password', { state: { email: email.trim().toLowerCase(), returnTo } });
      } else {
        setError(t('login.customChallenge'));
      }
    });
  }

  // Already signed in (another tab, or back after logging in): a page waiting for that gets its visitor back.
  if (signedInAs && returnTo && !submitted.current) return <Navigate to={returnTo} replace />;
  if (signedInAs) {
    return (
      <AuthCard title={t('login.title')}>
        <p>{t('login.alreadySignedIn', { name: signedInAs.name || signedInAs.email })}</p>
        <Link className="k-btn k-btn--primary" to="/feedback">
          {t('login.toFeedback')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      links={
        <>
          <Link to="/forgot-password">{t('login.forgot')}</Link>
          <Link to={keep('/signup')}>{t('login.noAccount')}</Link>
        </>
      }
    >
      <p className="k-lead">{t('login.intro')}</p>
      <form className="k-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <FormError>{error}</FormError>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
          aria-invalid={Boolean(error) && !email.trim()}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
          aria-invalid={Boolean(error) && !password}
        />
        <button className="k-btn k-btn--primary" type="submit" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
