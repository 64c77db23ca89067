import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@koester/shared/toast/toast';
import { FormError, TextField } from '@koester/shared/ui/form-field';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { fieldErrorText } from '@koester/shared/validation/field-error-text';
import { validateProfileName } from '@koester/contract/validation/profile-rules';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields, passwordsReady } from '../components/new-password-fields';
import { useAuthAction } from '../components/use-auth-action';
import { useReturnPath } from '../components/use-return-path';

/** /signup: submit stays disabled until every password rule is met and both passwords match (spec §2, §5). */
export function SignupPage() {
  const { t } = useTranslation('account');
  const { t: tAuth } = useTranslation('auth');
  usePageMeta(t('signup.title'), t('signup.intro'));
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, error, run } = useAuthAction();
  const { returnTo, destination, keep } = useReturnPath();

  const ready = name.trim() !== '' && email.trim() !== '' && passwordsReady(password, confirm);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy) return;
    // The name is shown to other users (a reservation on a wishlist): the pool holds it to the profile name rule,
    // so it is checked here first, with its reason beside the field.
    const checked = validateProfileName(name);
    if (!checked.ok) {
      setNameError(fieldErrorText(checked.errors.name!));
      document.getElementById('signup-name')?.focus();
      return;
    }
    await run(async () => {
      const { signUpWithEmail, signInWithEmail } = await import('@koester/shared/auth/sign-in');
      const address = email.trim().toLowerCase();
      const needsCode = await signUpWithEmail({ email: address, password, name });
      if (needsCode) {
        toast(tAuth('success.confirmationRequired'));
        void navigate('/verify-email', {
          state: { email: address, password, name: name.trim(), isNewSignup: true, returnTo },
        });
      } else if ((await signInWithEmail(address, password)) === 'done') {
        toast.success(tAuth('success.accountCreated'));
        void navigate(destination);
      }
    });
  }

  return (
    <AuthCard title={t('signup.title')} links={<Link to={keep('/login')}>{t('signup.haveAccount')}</Link>}>
      <p className="k-lead">{t('signup.intro')}</p>
      <form className="k-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <FormError>{error}</FormError>
        <TextField
          id="signup-name"
          label={t('signup.name')}
          autoComplete="name"
          required
          value={name}
          onValue={(value) => {
            setName(value);
            setNameError(undefined);
          }}
          error={nameError}
        />
        <TextField
          label={t('signup.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onValue={setEmail}
        />
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
        <button className="k-btn k-btn--primary" type="submit" disabled={!ready || busy}>
          {busy ? t('signup.submitting') : t('signup.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
