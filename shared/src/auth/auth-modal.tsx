import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthFailure } from '@koester/shared/auth/auth-errors';
import { registerAuthTexts } from '@koester/shared/auth/auth-texts';
import { toast } from '@koester/shared/toast/toast';
import { CodeField, FormError, TextField } from '@koester/shared/ui/form-field';
import { useDialogFocus } from '@koester/shared/ui/use-dialog-focus';
import { fieldErrorText } from '@koester/shared/validation/field-error-text';
import { validateProfileName } from '@koester/contract/validation/profile-rules';
import dialogStyles from '@koester/shared/ui/dialog.module.css';
import styles from './auth-modal.module.css';

registerAuthTexts();

type AuthModalMode = 'signin' | 'signup';

interface AuthModalProps {
  open: boolean;
  initialMode?: AuthModalMode;
  /** The feedback portal sends "create account" to /signup instead of switching (spec §2). */
  onCreateAccount?: () => void;
  onClose: () => void;
  /** Called once signed in (the session store is already up to date), before the modal closes. */
  onSuccess: () => void;
}

/**
 * The shared sign-in / sign-up dialog of the feedback and wishlist remotes:
 * the same operations as the login page. Sign-up registers, asks for the
 * emailed code, and signs in at once (spec §4 "Modal").
 */
export function AuthModal({ open, initialMode = 'signin', onCreateAccount, onClose, onSuccess }: AuthModalProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<AuthModalMode>(initialMode);
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useDialogFocus(dialog, open, onClose);

  if (!open) return null;

  const fail = (failure: unknown) => {
    const { code: failureCode, message } = failure as AuthFailure;
    setError(t(`errors.${failureCode}`, { defaultValue: message }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const needed = step === 'code' ? [code] : mode === 'signup' ? [name, email, password] : [email, password];
    if (needed.some((value) => !value.trim())) {
      setError(t('modal.required'));
      return;
    }
    // The name is shown to other users: the pool holds it to the profile name rule, so it is checked here first.
    const checkedName = step === 'form' && mode === 'signup' ? validateProfileName(name) : null;
    if (checkedName && !checkedName.ok) {
      setError(fieldErrorText(checkedName.errors.name!));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const auth = await import('@koester/shared/auth/sign-in');
      if (step === 'code') await auth.confirmEmail(email, code.trim());
      else if (mode === 'signup' && (await auth.signUpWithEmail({ email, password, name }))) {
        setStep('code');
        return;
      }
      const next = await auth.signInWithEmail(email, password);
      if (next === 'confirm-sign-up') {
        setStep('code');
        return;
      }
      if (next !== 'done') throw new AuthFailure('UNSUPPORTED_STEP', 'Sign in failed');
      if (step === 'code' || mode === 'signup') {
        const { ensureProfile } = await import('@koester/shared/auth/profile');
        await ensureProfile(name).catch(() => undefined);
      }
      toast.success(t(mode === 'signup' ? 'success.accountCreated' : 'success.loggedIn'));
      onSuccess();
      onClose();
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    try {
      const { resendConfirmationCode } = await import('@koester/shared/auth/sign-in');
      await resendConfirmationCode(email);
      setCode('');
      toast.success(t('success.codeSent'));
    } catch (failure) {
      fail(failure);
    }
  }

  const switchMode = () => {
    if (mode === 'signin' && onCreateAccount) {
      onCreateAccount();
      return;
    }
    setMode(mode === 'signin' ? 'signup' : 'signin');
    setStep('form');
    setError(null);
  };

  return (
    <div className={dialogStyles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialog} className={dialogStyles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={dialogStyles.header}>
          <h2 id={titleId}>{mode === 'signin' ? t('modal.signinTitle') : t('modal.signupTitle')}</h2>
          <button type="button" className={dialogStyles.close} aria-label={t('modal.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <form className="k-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
          <FormError>{error}</FormError>
          {step === 'code' ? (
            <>
              <p>{t('modal.codeSent', { email })}</p>
              <CodeField label={t('modal.code')} value={code} onValue={setCode} />
            </>
          ) : (
            <>
              {mode === 'signup' ? (
                <TextField label={t('modal.name')} autoComplete="name" required value={name} onValue={setName} />
              ) : null}
              <TextField
                label={t('modal.email')}
                type="email"
                autoComplete="email"
                required
                value={email}
                onValue={setEmail}
              />
              <TextField
                label={t('modal.password')}
                type="password"
                autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
                required
                value={password}
                onValue={setPassword}
              />
            </>
          )}
          <button className="k-btn k-btn--primary" type="submit" disabled={busy}>
            {busy
              ? t('modal.busy')
              : step === 'code'
                ? t('modal.confirm')
                : mode === 'signin'
                  ? t('modal.signin')
                  : t('modal.signup')}
          </button>
        </form>
        <p className={styles.switch}>
          {step === 'form' ? (
            <button type="button" onClick={switchMode}>
              {mode === 'signin' ? t('modal.toSignup') : t('modal.toSignin')}
            </button>
          ) : (
            <button type="button" disabled={busy} onClick={() => void resend()}>
              {t('modal.resend')}
            </button>
          )}
        </p>
      </div>
    </div>
  );
}
