import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /forgot-password */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('forgotPassword.title'), t('forgotPassword.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('forgotPassword.title')}</h1>
      <p className="k-lead">{t('forgotPassword.intro')}</p>
    </section>
  );
}
