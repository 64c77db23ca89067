import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { AuthFailure } from '@koester/shared/auth/auth-errors';
import { toast } from '@koester/shared/toast/toast';
import { CODE_LENGTH, FormError } from '@koester/shared/ui/form-field';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { useDelayedRedirect } from '@koester/shared/ui/use-delayed-redirect';
import { AuthCard } from './auth-card';
import { useReturnPath } from './use-return-path';
import styles from './auth-forms.module.css';

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

function VerifyEmailForm({ email, password, name, isNewSignup }: VerifyState & { email: string }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  usePageMeta(t('verifyEmail.title'), t('verifyEmail.intro'));
  const { destination } = useReturnPath();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [digits, setDigits] = useState<string[]>(() => Array(CODE_LENGTH).fill(''));
  const [status, setStatus] = useState<'entering' | 'submitting' | 'success'>('entering');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => boxes.current[0]?.focus(), []);
  useDelayedRedirect(status === 'success' ? destination : null, REDIRECT_MS);

  async function verify(code: string) {
    if (!/^\d{6}$/.test(code)) {
      setError(t('verifyEmail.incomplete'));
      return;
    }
    setStatus('submitting');
    setError(null);
    try {
      const auth = await import('@koester/shared/auth/auth');
      await auth.confirmEmail(email, code);
      // Spec §4: after confirmation the user is signed in, and a missing profile is created.
      if (password && (await auth.signInWithEmail(email, password)) === 'done') {
        const { ensureProfile } = await import('@koester/shared/auth/profile');
        await ensureProfile(name).catch(() => undefined);
      }
      toast.success(tAuth(isNewSignup ? 'success.accountCreated' : 'success.emailVerified'));
      setStatus('success');
    } catch (failure) {
      const { code: failureCode } = failure as AuthFailure;
      setStatus('entering');
      setError(
        failureCode
          ? tAuth(`errors.${failureCode}`, { defaultValue: t('verifyEmail.failed') })
          : t('verifyEmail.unexpected'),
      );
    }
  }

  function update(next: string[], focusIndex: number) {
    setDigits(next);
    boxes.current[Math.min(focusIndex, CODE_LENGTH - 1)]?.focus();
    if (next.every((d) => d !== '')) void verify(next.join(''));
  }

  function onChange(index: number, value: string) {
    const digit = value.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    if (digit) update(next, index + 1);
    else setDigits(next);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH).split('');
    if (pasted.length === 0) return;
    const next = Array.from({ length: CODE_LENGTH }, (_, i) => pasted[i] ?? '');
    update(next, pasted.length);
  }

  async function resend() {
    setError(null);
    try {
      const { resendConfirmationCode } = await import('@koester/shared/auth/auth');
      await resendConfirmationCode(email);
      toast.success(t('verifyEmail.resent'));
      setDigits(Array(CODE_LENGTH).fill(''));
      boxes.current[0]?.focus();
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
      {isNewSignup === false && status !== 'success' ? <p>{tAuth('errors.USER_NOT_CONFIRMED')}</p> : null}
      {status === 'success' ? (
        <p className={styles.success} role="status">
          {t('verifyEmail.success')}
        </p>
      ) : (
        <form className="k-form" onSubmit={submit} noValidate aria-busy={status === 'submitting'}>
          <FormError>{error}</FormError>
          <fieldset className={styles.digits}>
            <legend className="k-visually-hidden">{t('verifyEmail.codeLabel')}</legend>
            {digits.map((digit, index) => (
              <input
                key={index}
                ref={(element) => {
                  boxes.current[index] = element;
                }}
                className={styles.digit}
                inputMode="numeric"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                aria-label={t('verifyEmail.digit', { n: index + 1, total: CODE_LENGTH })}
                value={digit}
                disabled={status === 'submitting'}
                onChange={(e) => onChange(index, e.target.value)}
                onKeyDown={(e) => onKeyDown(index, e)}
                onPaste={onPaste}
              />
            ))}
          </fieldset>
          <button
            className="k-btn k-btn--primary"
            type="submit"
            disabled={digits.some((d) => !d) || status === 'submitting'}
          >
            {status === 'submitting' ? t('verifyEmail.verifying') : t('verifyEmail.verify')}
          </button>
          <p className="k-auth-links">
            <span>{t('verifyEmail.noCode')}</span>
            <button type="button" className={styles.linkButton} onClick={() => void resend()}>
              {t('verifyEmail.resend')}
            </button>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
