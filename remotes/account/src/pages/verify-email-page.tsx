import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AuthFailure } from '@koester/shared/auth/auth-errors';
import { toast } from '@koester/shared/toast/toast';
import { CODE_LENGTH, FormError } from '@koester/shared/ui/form-field';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { AuthCard } from '../components/auth-card';
import { CodeBoxes } from '../components/code-boxes';
import { LinkButton } from '../components/link-button';
import { SuccessNote } from '../components/success-note';
import { useAuthAction } from '../components/use-auth-action';
import { useDelayedRedirect } from '../components/use-delayed-redirect';
import { useReturnPath } from '../components/use-return-path';
import styles from './verify-email-page.module.css';

/** Spec §2: success goes to /feedback (or back to the page that asked for a login) after 1.5 s. */
const REDIRECT_MS = 1500;

interface VerifyState {
  email?: string;
  password?: string;
  name?: string;
  isNewSignup?: boolean;
  /** The page to return to once verified and signed in. */
  returnTo?: string | null;
}

/** /verify-email: with no email in the navigation state it redirects to /login (spec §2). */
export function VerifyEmailPage() {
  const state = useLocation().state as VerifyState | null;
  if (!state?.email) return <Navigate to="/login" replace />;
  return <VerifyEmailForm {...state} email={state.email} />;
}

const emptyCode = () => Array<string>(CODE_LENGTH).fill('');

/** Spec §4: after confirmation the user is signed in (when the password came along), and a missing profile is created. */
async function confirmAndSignIn(email: string, code: string, password?: string, name?: string): Promise<void> {
  const auth = await import('@koester/shared/auth/sign-in');
  await auth.confirmEmail(email, code);
  if (password && (await auth.signInWithEmail(email, password)) === 'done') {
    const { ensureProfile } = await import('@koester/shared/auth/profile');
    await ensureProfile(name).catch(() => undefined);
  }
}

function VerifyEmailForm({ email, password, name, isNewSignup }: VerifyState & { email: string }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  usePageMeta(t('verifyEmail.title'), t('verifyEmail.intro'));
  const { destination } = useReturnPath();
  const [digits, setDigits] = useState(emptyCode);
  // Each new code starts over in fresh boxes, the first one focused.
  const [round, setRound] = useState(0);
  const [verified, setVerified] = useState(false);
  const { busy, error, setError, run } = useAuthAction();

  useDelayedRedirect(verified ? destination : null, REDIRECT_MS);

  async function verify(code: string) {
    if (!/^\d{6}$/.test(code)) {
      setError(t('verifyEmail.incomplete'));
      return;
    }
    await run(async () => {
      await confirmAndSignIn(email, code, password, name).catch((failure: unknown) => {
        // Shown as the auth text of its code, or else "verification failed"; without a code it was unexpected.
        const failureCode = (failure as { code?: string } | null)?.code;
        throw failureCode
          ? new AuthFailure(failureCode, t('verifyEmail.failed'))
          : new AuthFailure('AUTH_FAILED', t('verifyEmail.unexpected'));
      });
      toast.success(tAuth(isNewSignup ? 'success.accountCreated' : 'success.emailVerified'));
      setVerified(true);
    });
  }

  function enter(next: string[]) {
    setDigits(next);
    if (next.every((d) => d !== '')) void verify(next.join(''));
  }

  async function resend() {
    setError(null);
    try {
      const { resendConfirmationCode } = await import('@koester/shared/auth/sign-in');
      await resendConfirmationCode(email);
      toast.success(t('verifyEmail.resent'));
      setDigits(emptyCode());
      setRound((n) => n + 1);
    } catch {
      setError(t('verifyEmail.resendFailed'));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(digits.join(''));
  };

  return (
    <AuthCard title={t('verifyEmail.title')}>
      <p>
        {t('verifyEmail.sentTo')} <span className={styles.address}>{email}</span>
      </p>
      {isNewSignup === false && !verified ? <p>{tAuth('errors.USER_NOT_CONFIRMED')}</p> : null}
      {verified ? (
        <SuccessNote>{t('verifyEmail.success')}</SuccessNote>
      ) : (
        <form className="k-form" onSubmit={submit} noValidate aria-busy={busy}>
          <FormError>{error}</FormError>
          <CodeBoxes key={round} digits={digits} disabled={busy} onDigits={enter} />
          <button className="k-btn k-btn--primary" type="submit" disabled={digits.some((d) => !d) || busy}>
            {busy ? t('verifyEmail.verifying') : t('verifyEmail.verify')}
          </button>
          <p className="k-auth-links">
            <span>{t('verifyEmail.noCode')}</span>
            <LinkButton onClick={() => void resend()}>{t('verifyEmail.resend')}</LinkButton>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
