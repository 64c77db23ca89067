import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';
import { PasswordResetRequest } from '../components/password-reset-request';

/** /forgot-password: the link target from the login page. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('forgotPassword.title'), t('forgotPassword.intro'));
  return <PasswordResetRequest title={t('forgotPassword.title')} />;
}
