import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@koester/shared/ui/page-meta';

/** /reset-password */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageMeta(t('resetPassword.title'), t('resetPassword.intro'));
  return (
    <section className="k-container k-page">
      <h1>{t('resetPassword.title')}</h1>
      <p className="k-lead">{t('resetPassword.intro')}</p>
    </section>
  );
}
