import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { CodeField, FormError, TextField } from '@koester/shared/ui/form-field';
import { useAuthAction } from './use-auth-action';
import { AuthCard } from './auth-card';
import { LinkButton } from './link-button';
import { SuccessNote } from './success-note';

/** Request mode of the password reset: an email address, then the link or code from the message. */
export function PasswordResetRequest({ title }: { title: string }) {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, setError, run } = useAuthAction();

  async function request(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('reset.emailRequired'));
      return;
    }
    await run(async () => {
      const { requestPasswordReset } = await import('@koester/shared/auth/sign-in');
      await requestPasswordReset(email);
      toast.success(sentTo ? tAuth('success.resetLinkSent') : t('reset.sent'));
      setSentTo(email.trim().toLowerCase());
    });
  }

  const continueWithCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('verifyEmail.incomplete'));
      return;
    }
    void navigate(`/reset-password?code=${code.trim()}&email=${encodeURIComponent(sentTo ?? '')}`);
  };

  return (
    <AuthCard title={title} links={<Link to="/login">{t('reset.backToLogin')}</Link>}>
      <FormError>{error}</FormError>
      {sentTo ? (
        <form className="k-form" onSubmit={continueWithCode} noValidate>
          <SuccessNote>{t('reset.checkInbox', { email: sentTo })}</SuccessNote>
          <CodeField label={t('reset.code')} value={code} onValue={setCode} />
          <button className="k-btn k-btn--primary" type="submit">
            {t('reset.continue')}
          </button>
          <p className="k-auth-links">
            <span>{t('verifyEmail.noCode')}</span>
            <LinkButton disabled={busy} onClick={(e) => void request(e)}>
              {t('reset.sendAgain')}
            </LinkButton>
          </p>
        </form>
      ) : (
        <form className="k-form" onSubmit={(event) => void request(event)} noValidate aria-busy={busy}>
          <p className="k-lead">{t('forgotPassword.intro')}</p>
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onValue={setEmail}
          />
          <button className="k-btn k-btn--primary" type="submit" disabled={busy}>
            {busy ? t('reset.sending') : t('reset.send')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
